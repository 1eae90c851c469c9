#!/usr/bin/env python3
"""Folio against Hugo on the same corpus (../shared/bench/make_corpus.py writes both).

  bench.py compare [--runs 3]   full builds, alternating Folio and Hugo, each into a fresh folder;
                                then Folio's no-op rebuild and its rebuild after one memo's detail changed
  bench.py scale                Folio on 10,000 and 100,000 memos: time and peak memory

Times are wall-clock seconds, memory the peak resident set of the process (from wait4).
Every build writes into a folder of its own and nothing is deleted while anything is timed (see
settle: on ext4 without a journal, deleting thousands of files makes every file created in the
next minutes slow). Runs alternate which generator goes first.
"""
import argparse, os, platform, plistlib, shutil, statistics, subprocess, sys, time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".bench")
FOLIO = os.path.join(ROOT, ".build", "release", "folio")
MAKE_CORPUS = os.path.join(ROOT, "..", "shared", "bench", "make_corpus.py")
NOW = "2026-11-21T09:30"


def run(cmd):
    """Runs cmd quietly; returns (seconds, peak MiB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"failed: {' '.join(cmd)}\n{err}")
    return seconds, usage.ru_maxrss / 1024


def corpus(name, memos, hugo=True):
    path = os.path.join(WORK, name)
    if not os.path.exists(os.path.join(path, "Content", "memos.plist")):
        args = [sys.executable, MAKE_CORPUS, "--out", path, "--memos", str(memos)]
        if not hugo:
            args.append("--no-hugo")
        subprocess.run(args, check=True)
    return path


TRASH = os.path.join(WORK, "trash")
DELETED_AT = os.path.join(WORK, "deleted-at")
# ext4 without a journal (this machine's disk) will not reuse an inode within 60 s of its
# deletion, or 360 s while its inode table block is dirty, which creating files keeps it; each
# file created meanwhile searches past every such inode (perf shows ext4's recently_deleted).
# That cost belongs to whoever deleted the files, not to the generator timed next.
INODE_REUSE_DELAY = 361


def discard(path):
    """Moves a folder into the trash: a rename frees no inode."""
    if os.path.exists(path):
        os.makedirs(TRASH, exist_ok=True)
        os.rename(path, os.path.join(TRASH, f"{os.path.basename(path)}-{time.time_ns()}"))


def settle(path):
    """Moves old outputs out of the way and, when the last benchmark deleted its outputs less
    than INODE_REUSE_DELAY seconds ago, waits until it is that long."""
    discard(path)
    try:
        left = float(open(DELETED_AT).read()) + INODE_REUSE_DELAY - time.time()
    except (OSError, ValueError):
        left = 0
    if left > 0:
        print(f"waiting {left:.0f} s for ext4 to let go of the files the last benchmark deleted", flush=True)
        time.sleep(left)
    os.sync()


def empty_trash(*paths):
    """Deletes outputs once everything is timed, and notes when, for the next run's settle."""
    for path in paths:
        discard(path)
    if os.path.exists(TRASH):
        shutil.rmtree(TRASH, ignore_errors=True)
        os.sync()
        with open(DELETED_AT, "w") as stamp:
            stamp.write(str(time.time()))


def folio(site, out, *extra):
    return run([FOLIO, "build", "--site", site, "--output", out, "--now", NOW, *extra])


def edit_one_memo(site, variant):
    path = os.path.join(site, "Content", "memos.plist")
    with open(path, "rb") as f:
        memos = plistlib.load(f)
    memo = memos["163"][0]
    memo["detail"] = memo["detail"].split("\n\n[bench edit")[0] + f"\n\n[bench edit {variant}]"
    with open(path, "wb") as f:
        plistlib.dump(memos, f, fmt=plistlib.FMT_XML, sort_keys=True)


def compare(runs):
    site = corpus("corpus", 10000)
    runs_dir = os.path.join(WORK, "runs")
    settle(runs_dir)
    folio_full, hugo_full = [], []
    for i in range(runs):
        run_folio = lambda: folio_full.append(folio(site, os.path.join(runs_dir, f"folio-{i}")))
        run_hugo = lambda: hugo_full.append(run(["hugo", "--quiet", "-s", os.path.join(site, "hugo"), "-d", os.path.join(runs_dir, f"hugo-{i}")]))
        for step in ((run_folio, run_hugo) if i % 2 == 0 else (run_hugo, run_folio)):
            step()
    last = os.path.join(runs_dir, f"folio-{runs - 1}")
    noop = [folio(site, last) for _ in range(runs)]
    original = open(os.path.join(site, "Content", "memos.plist"), "rb").read()
    changed = []
    try:
        for i in range(runs):
            edit_one_memo(site, i)
            changed.append(folio(site, last))
    finally:
        open(os.path.join(site, "Content", "memos.plist"), "wb").write(original)
    empty_trash(runs_dir)

    med = lambda rows, k: statistics.median(r[k] for r in rows)
    f_t, h_t, f_m, h_m = med(folio_full, 0), med(hugo_full, 0), med(folio_full, 1), med(hugo_full, 1)
    n_t, c_t = med(noop, 0), med(changed, 0)
    hugo_version = subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split()[1]
    print(f"\nmachine: {platform.machine()}, {os.cpu_count()} cores; {time.strftime('%Y-%m-%d')}; "
          f"corpus: 10,000 memos, 2,000 books; Hugo {hugo_version}; median of {runs} paired runs\n")
    print("| measure | Folio | Hugo | ratio | target |")
    print("| --- | --- | --- | --- | --- |")
    print(f"| full build, wall | {f_t:.2f} s | {h_t:.2f} s | {f_t / h_t:.2f} | ≤ 0.20 |")
    print(f"| full build, peak memory | {f_m:.0f} MiB | {h_m:.0f} MiB | {f_m / h_m:.2f} | ≤ 0.25 |")
    print(f"| no-op rebuild | {n_t:.3f} s | | {n_t / f_t:.3f} of full | ≤ 0.10 |")
    print(f"| one memo's detail changed | {c_t:.2f} s | | {c_t / f_t:.2f} of full | |")


def scale():
    rows = []
    for name, memos in (("scale-10k", 10000), ("scale-100k", 100000)):
        site = corpus(name, memos, hugo=False)
        out = os.path.join(WORK, "runs", name)
        settle(out)
        seconds, mib = folio(site, out)
        rows.append((memos, seconds, mib))
    empty_trash(*(os.path.join(WORK, "runs", name) for name in ("scale-10k", "scale-100k")))
    print("\n| memos | wall | peak memory |")
    print("| --- | --- | --- |")
    for memos, seconds, mib in rows:
        print(f"| {memos:,} | {seconds:.2f} s | {mib:.0f} MiB |")
    growth = rows[1][1] / rows[0][1]
    print(f"\n100k/10k time: {growth:.1f}x for 10x the memos ({'at most linear' if growth <= 10 else 'WORSE than linear'}); "
          f"peak memory at 100k: {rows[1][2]:.0f} MiB ({'under' if rows[1][2] < 1024 else 'OVER'} 1 GiB)")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=["compare", "scale"])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    compare(args.runs) if args.mode == "compare" else scale()
