#!/usr/bin/env python3
"""Folio against Hugo on the same corpus (../shared/bench/make_corpus.py writes both).

  bench.py compare [--runs 3]   full builds, alternating Folio and Hugo, each into a fresh folder;
                                then Folio's builds into its last output with nothing changed and with
                                one memo's detail changed; then the built site's search page in headless
                                Chromium (search_bench.py); then `folio serve`: plist written to reload
                                event (serve_bench.py)
  bench.py reading-log [--runs 3]  a 2,000-book calibre library with covers and a KOReader
                                database of 400 books read (make_reading_log.py): the first build
                                with its time on covers, then builds into its output, the covers kept
  bench.py notes [--runs 3]     10,000 notes as an Apple Notes store and as a memo plist
                                (make_notes_corpus.py): full builds of each, alternating
  bench.py scale                Folio on 10,000 and 100,000 memos: time growth and peak memory
  bench.py hostile              hostile inputs (issue: no input may cost a build its time or memory):
                                libcmark's quadratic shapes, a binary plist sharing one 1 MiB string
                                1,000 times, and a legitimately large plist of 200,000 memos

Times are wall-clock seconds, memory the peak resident set of the process (from wait4). Each mode
prints its table and puts it in docs/benchmarks.md under its own heading, in place of the last one.
Every build writes into a folder of its own and nothing is deleted while anything is timed (see
settle: on ext4 without a journal, deleting thousands of files makes every file created in the
next minutes slow). Runs alternate which generator goes first.
"""
import argparse, os, platform, plistlib, shutil, statistics, subprocess, sys, time

import make_notes_corpus
import make_reading_log
import search_bench
import serve_bench

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WORK = os.path.join(ROOT, ".bench")
FOLIO = os.path.join(ROOT, ".build", "release", "folio")
MAKE_CORPUS = os.path.join(ROOT, "..", "shared", "bench", "make_corpus.py")
NOW = "2026-11-21T09:30"
REPORT = os.path.join(ROOT, "docs", "benchmarks.md")


def report(title, lines):
    """Prints a section's lines and puts them in docs/benchmarks.md under `## title`, replacing
    the section of that title where it stands (the file holds the latest run of each mode,
    nothing older)."""
    text = "\n".join(lines).strip() + "\n"
    print(f"\n## {title}\n\n{text}")
    head = "# Benchmarks\n\nWhat `make bench`, `make bench-scale` and `make bench-hostile` measured last, on this machine kind.\n"
    old = open(REPORT).read() if os.path.exists(REPORT) else head
    sections = old.split("\n## ")
    new = f"{title}\n\n{text}"
    parts = [new if part.startswith(title + "\n") else part.rstrip() + "\n" for part in sections[1:]]
    if new not in parts:
        parts.append(new)
    intro = sections[0] if sections[0].startswith("# Benchmarks") else head
    body = "\n## ".join([intro.rstrip() + "\n"] + parts)
    with open(REPORT, "w") as f:
        f.write(body)


def run(cmd, may_fail=False, stdout=subprocess.DEVNULL):
    """Runs cmd quietly (or writing its output to the file `stdout`); returns (seconds, peak MiB)."""
    start = time.perf_counter()
    proc = subprocess.Popen(cmd, stdout=stdout, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(proc.pid, 0)
    seconds = time.perf_counter() - start
    err = proc.stderr.read().decode(errors="replace")
    if os.waitstatus_to_exitcode(status) != 0 and not may_fail:
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
    os.makedirs(os.path.dirname(out), exist_ok=True)
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
    search = search_bench.measure(last, runs)
    try:
        serve = serve_bench.measure(FOLIO, site, os.path.join(runs_dir, "serve"), NOW, runs, edit_one_memo)
    finally:
        open(os.path.join(site, "Content", "memos.plist"), "wb").write(original)
    empty_trash(runs_dir)

    med = lambda rows, k: statistics.median(r[k] for r in rows)
    f_t, h_t, f_m, h_m = med(folio_full, 0), med(hugo_full, 0), med(folio_full, 1), med(hugo_full, 1)
    n_t, c_t = med(noop, 0), med(changed, 0)
    s_t = statistics.median(serve)
    hugo_version = subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split()[1]
    pairs = ", ".join(f"{f[0]:.2f}/{h[0]:.2f}" for f, h in zip(folio_full, hugo_full))
    report("Folio against Hugo", [
        f"{platform.machine()}, {os.cpu_count()} cores; corpus: 10,000 memos, 2,000 books (`../shared/bench/make_corpus.py`); "
        f"Hugo {hugo_version}; median of {runs} paired runs, each into a fresh folder", "",
        "| measure | Folio | Hugo | ratio | target |",
        "| --- | --- | --- | --- | --- |",
        f"| full build, wall | {f_t:.2f} s | {h_t:.2f} s | {f_t / h_t:.2f} | ≤ 0.20 |",
        f"| full build, peak memory | {f_m:.0f} MiB | {h_m:.0f} MiB | {f_m / h_m:.2f} | ≤ 0.25 |",
        f"| build into its last output, nothing changed (no file written) | {n_t:.2f} s | | {n_t / f_t:.2f} of full | |",
        f"| build into its last output, one memo's detail changed | {c_t:.2f} s | | {c_t / f_t:.2f} of full | |",
        f"| `serve`: plist written → reload event (slowest) | {s_t * 1000:.0f} ms ({max(serve) * 1000:.0f} ms) | | | ≤ 200 ms |",
        "", f"Each pair, Folio/Hugo full build: {pairs}.",
    ] + search_bench.table_lines(search))


def reading_log(runs):
    site = os.path.join(WORK, "reading-log")
    if not os.path.exists(os.path.join(site, "Content", "calibre", "metadata.db")):
        make_reading_log.make(os.path.join(site, "Content"), books=2000, read=400, seed=15)
    runs_dir = os.path.join(WORK, "runs-reading-log")
    settle(runs_dir)
    os.makedirs(runs_dir)
    first = os.path.join(runs_dir, "first")
    log = os.path.join(runs_dir, "first.log")
    with open(log, "w") as out:
        first_t, first_m = run([FOLIO, "build", "--site", site, "--output", first, "--now", NOW, "--verbose"], stdout=out)
    cover_t = next(float(line.split()[2]) for line in open(log) if line.startswith("make covers: "))
    # Each later build goes into the first one's output: every page rendered again, the covers
    # kept from there.
    kept = [folio(site, first) for _ in range(runs)]
    empty_trash(runs_dir)
    med = lambda rows, k: statistics.median(r[k] for r in rows)
    report("A reading log", [
        f"calibre, 2,000 books with covers; KOReader, 400 books read (62,000 page turns); median of {runs} runs", "",
        "| measure | Folio | target |",
        "| --- | --- | --- |",
        f"| first build, wall (4,000 cover images made) | {first_t:.2f} s, {first_m:.0f} MiB | |",
        f"| of which making covers | {cover_t:.2f} s | |",
        f"| build into its output, covers kept from there | {med(kept, 0):.2f} s, {med(kept, 1):.0f} MiB | < 2 s |",
    ])


def notes(runs):
    corpus_dir = os.path.join(WORK, "notes")
    if not os.path.exists(os.path.join(corpus_dir, "apple-notes", "Content", "NoteStore.sqlite")):
        make_notes_corpus.make(corpus_dir, 10000)
    runs_dir = os.path.join(WORK, "runs-notes")
    settle(runs_dir)
    times = {"apple-notes": [], "plist": []}
    for i in range(runs):
        for kind in (("apple-notes", "plist") if i % 2 == 0 else ("plist", "apple-notes")):
            times[kind].append(folio(os.path.join(corpus_dir, kind), os.path.join(runs_dir, f"{kind}-{i}")))
    empty_trash(runs_dir)
    med = lambda rows, k: statistics.median(r[k] for r in rows)
    a, p = med(times["apple-notes"], 0), med(times["plist"], 0)
    report("Notes", [
        f"The same 10,000 notes in 20 folders (`bench/make_notes_corpus.py`), median of {runs} alternating runs", "",
        "| source | wall | peak memory |",
        "| --- | --- | --- |",
        f"| Apple Notes (NoteStore.sqlite) | {a:.2f} s | {med(times['apple-notes'], 1):.0f} MiB |",
        f"| memo plist | {p:.2f} s | {med(times['plist'], 1):.0f} MiB |",
        "", f"Apple Notes / plist: {a / p:.2f} (target ≤ 1.20).",
    ])


def scale():
    rows = []
    sizes = (("scale-10k", 10000), ("scale-100k", 100000))
    for name, memos in sizes:
        site = corpus(name, memos, hugo=False)
        out = os.path.join(WORK, "runs", name)
        settle(out)
        seconds, mib = folio(site, out)
        rows.append((memos, seconds, mib))
        print(f"{memos:,} memos: {seconds:.2f} s, {mib:.0f} MiB", flush=True)
    empty_trash(*(os.path.join(WORK, "runs", name) for name, _ in sizes))
    growth = rows[1][1] / rows[0][1]
    report("Scale", [
        "Full builds of `../shared/bench/make_corpus.py` corpora, each into a fresh folder", "",
        "| memos | wall | peak memory | target |",
        "| --- | --- | --- | --- |",
    ] + [f"| {memos:,} | {seconds:.2f} s | {mib:.0f} MiB | {'≤ 1 GiB' if memos == 100000 else ''} |" for memos, seconds, mib in rows] + [
        "", f"100,000 / 10,000 memos: {growth:.1f}x the time for 10x the memos ({'at most linear' if growth <= 10 else 'worse than linear'}).",
    ])


def shared_string_plist(memos, size):
    """A binary plist whose memos all share one string object of `size` bytes (plistlib will not
    share objects, so it is written by hand: 4-byte references and offsets)."""
    objects = [b"qq", b"title", b"createTime", b"detail", b"Same", b"2026/01/01 10:00", b"a" * size]
    out, offsets = bytearray(b"bplist00"), []
    def marker(kind, count):
        out.extend(bytes([kind << 4 | count]) if count < 15 else bytes([kind << 4 | 15, 0x13]) + count.to_bytes(8, "big"))
    for text in objects:
        offsets.append(len(out)); marker(0x5, len(text)); out.extend(text)
    first_dict = len(objects)
    for _ in range(memos):
        offsets.append(len(out)); marker(0xD, 3)
        for ref in (1, 2, 3, 4, 5, 6):
            out.extend(ref.to_bytes(4, "big"))
    offsets.append(len(out)); marker(0xA, memos)
    for ref in range(first_dict, first_dict + memos):
        out.extend(ref.to_bytes(4, "big"))
    offsets.append(len(out)); marker(0xD, 1)
    out.extend((0).to_bytes(4, "big")); out.extend((len(offsets) - 2).to_bytes(4, "big"))
    table = len(out)
    for offset in offsets:
        out.extend(offset.to_bytes(4, "big"))
    out.extend(bytes(6) + bytes([4, 4]) + len(offsets).to_bytes(8, "big") + (len(offsets) - 1).to_bytes(8, "big") + table.to_bytes(8, "big"))
    return bytes(out)


def hostile():
    rows = []
    def site(name, files):
        path = os.path.join(WORK, "hostile", name)
        shutil.rmtree(path, ignore_errors=True)
        os.makedirs(os.path.join(path, "Content"))
        for file, data in files.items():
            with open(os.path.join(path, "Content", file), "wb") as f:
                f.write(data)
        return path
    memo = lambda title, detail: {"title": title, "createTime": "2026/01/01 10:00", "detail": detail}
    shapes = {
        "nested list markers (120 KB)": "- " * 60000 + "a\n",
        "> then a* (300 KB)": ">" * 150000 + "a*" * 75000,
        "![[]() repeated (960 KB)": "![[]()" * 160000,
    }
    path = site("markdown", {"memos.plist": plistlib.dumps({"qq": [memo(t, d) for t, d in shapes.items()]}, fmt=plistlib.FMT_BINARY)})
    seconds, mib = run([FOLIO, "build", "--site", path, "--now", NOW, "--quiet"])
    rows.append(("the three libcmark shapes, one memo each (target < 5 s)", seconds, mib, "built"))
    path = site("shared", {"memos.plist": shared_string_plist(1000, 1 << 20)})
    seconds, mib = run([FOLIO, "build", "--site", path, "--now", NOW, "--quiet"], may_fail=True)
    rows.append(("1 MB binary plist, 1,000 memos sharing one 1 MiB string", seconds, mib, "refused"))
    # The XML plist reader on entities: one memo of 3.6 MB of `&lt;`s against one of plain text of
    # the same size (issue: linear readers, within twice the time). The builds differ after the
    # reading (900,000 `<`s are Markdown to render; 3.6 MB of text is past the Markdown limit), so
    # the reader is timed by the load step `--verbose` reports, and the whole build is shown too.
    def xml_memo(detail_xml):
        return ('<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>qq</key><array><dict>'
                '<key>title</key><string>Entities</string><key>createTime</key><string>2026/01/01 10:00</string>'
                f'<key>detail</key><string>{detail_xml}</string></dict></array></dict></plist>\n').encode()
    timed = {}
    for kind, detail in (("entities", "&lt;" * 900_000), ("plain", "a" * 3_600_000)):
        path = site(f"xml-{kind}", {"memos.plist": xml_memo(detail)})
        log = os.path.join(WORK, f"xml-{kind}.log")
        loads = []
        for _ in range(3):
            with open(log, "w") as out:
                seconds, mib = run([FOLIO, "build", "--site", path, "--now", NOW, "--verbose", "--force"], stdout=out)
            with open(log) as out:
                loads.append(float(next(line.split()[2] for line in out if line.startswith("load content: "))))
        timed[kind] = (seconds, mib, statistics.median(loads))
    entities, plain = timed["entities"], timed["plain"]
    rows.append(("3.6 MB XML plist of `&lt;` entities (target: read within 2× a plain one of the same size)", entities[0], entities[1],
                 f"built; read in {entities[2]:.3f} s, {entities[2] / plain[2]:.1f}× the plain one ({plain[2]:.3f} s)"))
    accounts = {f"notebook {a}": [memo(f"Memo {a}-{i}", f"Memo {a}-{i}\n\nA short note of the kind the memo app holds, #tag{i % 50}, written on day {i}.")
                                  for i in range(10000)] for a in range(20)}
    big = site("large", {"memos.plist": plistlib.dumps(accounts, fmt=plistlib.FMT_XML)})
    size = os.path.getsize(os.path.join(big, "Content", "memos.plist")) / 1e6
    out = os.path.join(WORK, "runs", "hostile-large")
    settle(out)
    seconds, mib = folio(big, out, "--quiet")
    rows.append((f"200,000 memos, a {size:.0f} MB plist, still built", seconds, mib, "built"))
    empty_trash(out)
    report("Hostile inputs", ["| input | wall | peak memory | result |", "| --- | --- | --- | --- |"]
           + [f"| {name} | {seconds:.2f} s | {mib:.0f} MiB | {result} |" for name, seconds, mib, result in rows])


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("mode", choices=["compare", "reading-log", "notes", "scale", "hostile"])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    {"compare": lambda: compare(args.runs), "reading-log": lambda: reading_log(args.runs), "notes": lambda: notes(args.runs), "scale": scale, "hostile": hostile}[args.mode]()
