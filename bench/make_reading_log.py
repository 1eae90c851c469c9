#!/usr/bin/env python3
"""A reproducible reading log for the benchmark: a calibre library and a KOReader statistics
database, written into <out>/calibre/ and <out>/koreader/.

The databases take their tables, indexes and triggers from the real files in
../shared/fixtures/real/ (calibre's metadata.db, KOReader's statistics.sqlite3), so they are the
programs' own schema, and are filled with generated books:
  calibre   --books books, 1-3 authors each, series on a third, tags, publisher, ISBN on half,
            ratings 0-10, HTML comments, and a cover.jpg each: one of the real library's covers
            with a JPEG comment naming the book, so every cover is a different file to encode
  KOReader  --read of those books (same title and first author, so they merge), about 150 page
            turns each over sittings spread across two years; every fourth is read to the end
"""
import argparse, glob, os, random, shutil, sqlite3, struct, uuid

HERE = os.path.dirname(os.path.abspath(__file__))
REAL = os.path.join(HERE, "..", "..", "shared", "fixtures", "real")
CALIBRE_SCHEMA = os.path.join(REAL, "calibre-library", "metadata.db")
KOREADER_SCHEMA = os.path.join(REAL, "koreader", "statistics-totokatz.sqlite3")
COVERS = os.path.join(REAL, "calibre-library")

WORDS = ("river light stone garden winter letter silence harbour mountain paper glass orchard "
         "memory island thread lantern compass meadow shadow voyage ember archive tide").split()
NAMES = ("Ada Basil Clara Dmitri Elena Farid Greta Hiro Ines Jonas Kemal Lena Marta Nils Odile "
         "Pavel Quinn Rosa Sami Tove Ugo Vera Wen Xavi Yara Zeno").split()
FAMILIES = ("Abbott Brandt Castro Dahl Eriksen Fontaine Gallo Hale Ito Jansen Kovacs Lindqvist "
            "Moreau Novak Okafor Petrov Quist Rossi Sato Tanaka Ueda Varga Weber Xu Young Zhou").split()
TAGS = "fiction history science essays poetry biography travel philosophy".split()
PUBLISHERS = "Harbour Press|Northlight|Orchard Books|Lantern House|Tidewater".split("|")


def copy_schema(source, target):
    """Creates target with source's tables, indexes, views and triggers (the program's own DDL)."""
    src = sqlite3.connect(f"file:{source}?mode=ro&immutable=1", uri=True)
    rows = src.execute("SELECT type, sql FROM sqlite_master WHERE sql IS NOT NULL AND name NOT LIKE 'sqlite_%'").fetchall()
    src.close()
    db = sqlite3.connect(target)
    db.create_function("title_sort", 1, lambda title: title)
    db.create_function("uuid4", 0, lambda: str(uuid.uuid4()))
    order = {"table": 0, "index": 1, "view": 2, "trigger": 3}
    for _, sql in sorted(rows, key=lambda row: order.get(row[0], 4)):
        db.execute(sql)
    return db


def with_comment(jpeg, text):
    """The same JPEG with a COM segment after SOI: another file, the same picture."""
    data = text.encode()
    return jpeg[:2] + b"\xff\xfe" + struct.pack(">H", len(data) + 2) + data + jpeg[2:]


def isbn13(number):
    digits = [9, 7, 8] + [int(c) for c in f"{number:09d}"]
    check = (10 - sum(d * (1 if i % 2 == 0 else 3) for i, d in enumerate(digits)) % 10) % 10
    return "".join(map(str, digits)) + str(check)


def make(out, books, read, seed):
    rng = random.Random(seed)
    library = os.path.join(out, "calibre")
    stats = os.path.join(out, "koreader")
    for folder in (library, stats):
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
    covers = [open(path, "rb").read() for path in sorted(glob.glob(os.path.join(COVERS, "*", "*", "cover.jpg")))]

    db = copy_schema(CALIBRE_SCHEMA, os.path.join(library, "metadata.db"))
    records = []
    for book in range(1, books + 1):
        title = " ".join(rng.choice(WORDS).capitalize() for _ in range(rng.randint(2, 4))) + f" {book}"
        authors = [f"{rng.choice(NAMES)} {rng.choice(FAMILIES)}" for _ in range(rng.choice((1, 1, 1, 2, 3)))]
        authors = list(dict.fromkeys(authors))
        path = f"{authors[0]}/{title} ({book})"
        added = f"20{rng.randint(15, 25)}-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d} 10:00:00+00:00"
        pubdate = "0101-01-01 00:00:00+00:00" if book % 7 == 0 else f"{rng.randint(1900, 2025)}-06-01 00:00:00+00:00"
        db.execute("INSERT INTO books (id, title, timestamp, pubdate, series_index, author_sort, path, has_cover, last_modified) "
                   "VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?)", (book, title, added, pubdate, book % 5 + 1, authors[0], path, added))
        for author in authors:
            db.execute("INSERT OR IGNORE INTO authors (name, sort) VALUES (?, ?)", (author, author))
            db.execute("INSERT INTO books_authors_link (book, author) SELECT ?, id FROM authors WHERE name = ?", (book, author))
        if book % 3 == 0:
            name = f"The {rng.choice(WORDS).capitalize()} Cycle"
            db.execute("INSERT OR IGNORE INTO series (name, sort) VALUES (?, ?)", (name, name))
            db.execute("INSERT INTO books_series_link (book, series) SELECT ?, id FROM series WHERE name = ?", (book, name))
        for tag in rng.sample(TAGS, rng.randint(0, 2)):
            db.execute("INSERT OR IGNORE INTO tags (name) VALUES (?)", (tag,))
            db.execute("INSERT INTO books_tags_link (book, tag) SELECT ?, id FROM tags WHERE name = ?", (book, tag))
        publisher = rng.choice(PUBLISHERS)
        db.execute("INSERT OR IGNORE INTO publishers (name, sort) VALUES (?, ?)", (publisher, publisher))
        db.execute("INSERT INTO books_publishers_link (book, publisher) SELECT ?, id FROM publishers WHERE name = ?", (book, publisher))
        if book % 2 == 0:
            db.execute("INSERT INTO identifiers (book, type, val) VALUES (?, 'isbn', ?)", (book, isbn13(book)))
        rating = rng.randint(0, 10)
        if rating:
            db.execute("INSERT OR IGNORE INTO ratings (rating) VALUES (?)", (rating,))
            db.execute("INSERT INTO books_ratings_link (book, rating) SELECT ?, id FROM ratings WHERE rating = ?", (book, rating))
        paragraphs = "".join(f"<p>{' '.join(rng.choice(WORDS) for _ in range(40))}.</p>" for _ in range(rng.randint(1, 4)))
        db.execute("INSERT INTO comments (book, text) VALUES (?, ?)", (book, f"<div>{paragraphs}<ul><li><em>{title}</em></li></ul></div>"))
        folder = os.path.join(library, path)
        os.makedirs(folder)
        with open(os.path.join(folder, "cover.jpg"), "wb") as f:
            f.write(with_comment(covers[book % len(covers)], f"folio bench book {book}"))
        records.append((book, title, authors))
    db.commit()
    db.close()

    db = copy_schema(KOREADER_SCHEMA, os.path.join(stats, "statistics.sqlite3"))
    start_of_log = 1_700_000_000  # 2023-11-14
    for index, (book, title, authors) in enumerate(rng.sample(records, min(read, len(records)))):
        pages = rng.randint(120, 600)
        finished = index % 4 == 0
        turns = pages if finished else rng.randint(20, 150)
        db.execute("INSERT INTO book (id, title, authors, notes, last_open, highlights, pages, series, language, md5, total_read_time, total_read_pages) "
                   "VALUES (?, ?, ?, 0, 0, 0, ?, 'N/A', 'en', ?, 0, 0)", (index + 1, title, "\n".join(authors), pages, f"{book:032x}"))
        clock = start_of_log + rng.randint(0, 600) * 86_400 + rng.randint(7, 22) * 3600
        total = 0
        page = 1
        rows = []
        while page <= turns:
            for _ in range(rng.randint(10, 40)):
                if page > turns:
                    break
                seconds = rng.randint(20, 120)
                rows.append((index + 1, page, clock, seconds, pages))
                clock += seconds + rng.randint(0, 5)
                total += seconds
                page += 1
            clock += rng.randint(1, 5) * 86_400 + rng.randint(-3, 3) * 3600
        db.executemany("INSERT INTO page_stat_data (id_book, page, start_time, duration, total_pages) VALUES (?, ?, ?, ?, ?)", rows)
        db.execute("UPDATE book SET last_open = ?, total_read_time = ?, total_read_pages = ? WHERE id = ?", (clock, total, page - 1, index + 1))
    db.commit()
    db.close()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--books", type=int, default=2000)
    parser.add_argument("--read", type=int, default=400)
    parser.add_argument("--seed", type=int, default=15)
    args = parser.parse_args()
    make(args.out, args.books, args.read, args.seed)


if __name__ == "__main__":
    main()
