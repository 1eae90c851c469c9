#!/usr/bin/env python3
"""The same notes twice, for the benchmark: an Apple Notes store (NoteStore.sqlite, the schema and
body encoding of Tests/FolioTests/Fixtures/apple-notes/make_notestore.py) and a memo plist.

  <out>/apple-notes/Content/NoteStore.sqlite   --notes notes in 20 folders, gzipped protobuf bodies:
                                               a title, a heading, paragraphs with bold and
                                               italic runs, a dotted list
  <out>/plist/Content/memos.plist              the same notes as the memo app keeps them: the
                                               folder as the account, the title, the creation
                                               time (UTC) and the body's text as the detail
"""
import argparse, datetime, importlib.util, os, plistlib, random, shutil, sqlite3

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location(
    "make_notestore", os.path.join(HERE, "..", "Tests", "FolioTests", "Fixtures", "apple-notes", "make_notestore.py"))
store = importlib.util.module_from_spec(spec)
spec.loader.exec_module(store)

WORDS = ("garden letter winter harbour paper glass orchard memory island thread lantern compass meadow "
         "shadow voyage ember archive tide river light stone silence mountain kettle").split()


def sentence(rng, words):
    return " ".join(rng.choice(WORDS) for _ in range(words)).capitalize() + "."


def make(out, notes, seed=16):
    rng = random.Random(seed)
    for name in ("apple-notes", "plist"):
        shutil.rmtree(os.path.join(out, name), ignore_errors=True)
        os.makedirs(os.path.join(out, name, "Content"))
    db = sqlite3.connect(os.path.join(out, "apple-notes", "Content", "NoteStore.sqlite"))
    db.executescript(store.SCHEMA)
    statements = [store.row(1, "ICAccount", ZNAME="iCloud", ZIDENTIFIER=store.ACCOUNT_ID)]
    folders = [f"Folder {n + 1}" for n in range(20)]
    for index, title in enumerate(folders):
        statements.append(store.row(2 + index, "ICFolder", ZFOLDERTYPE=0, ZMARKEDFORDELETION=0, ZOWNER=1,
                                    ZIDENTIFIER="F0000000-0000-4000-8000-%012d" % index, ZTITLE2=title))
    memos = {title: [] for title in folders}
    epoch = datetime.datetime(2001, 1, 1)
    for index in range(notes):
        pk, folder = 100 + index, index % len(folders)
        title = f"{sentence(rng, 3)[:-1]} {index}"
        paragraphs = [store.para(store.TITLE, title), store.para(store.HEADING, sentence(rng, 4))]
        for _ in range(rng.randint(2, 5)):
            paragraphs.append(store.para(None, sentence(rng, 12) + " ", store.Run(sentence(rng, 3), weight=store.BOLD), " " + sentence(rng, 8),
                                         " ", store.Run(sentence(rng, 2), weight=store.ITALIC)))
        paragraphs += [store.para(store.DOTTED, sentence(rng, 4)) for _ in range(rng.randint(0, 4))]
        text, data = store.body(*paragraphs)
        created = 700_000_000.0 + index * 3_600
        statements.append(store.row(pk, "ICNote", ZISPASSWORDPROTECTED=0, ZISPINNED=0, ZMARKEDFORDELETION=0, ZACCOUNT3=1,
                                    ZFOLDER=2 + folder, ZNOTEDATA=index + 1, ZCREATIONDATE1=created, ZMODIFICATIONDATE1=created,
                                    ZIDENTIFIER="N0000000-0000-4000-8000-%012d" % pk, ZTITLE1=title))
        statements.append(store.insert("ZICNOTEDATA", [index + 1, store.ENT["ICNoteData"], 1, pk, None, None, data]))
        when = epoch + datetime.timedelta(seconds=created)
        memos[folders[folder]].append({"title": title, "createTime": when.strftime("%Y/%m/%d %H:%M"), "detail": text})
    for number, name, parent in store.ENTITIES:
        statements.append(store.insert("Z_PRIMARYKEY", [number, name, parent, 0]))
    db.executescript("BEGIN;\n" + "\n".join(statements) + "\nCOMMIT;")
    db.close()
    with open(os.path.join(out, "plist", "Content", "memos.plist"), "wb") as f:
        plistlib.dump(memos, f, fmt=plistlib.FMT_BINARY, sort_keys=True)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--notes", type=int, default=10000)
    args = parser.parse_args()
    make(args.out, args.notes)
