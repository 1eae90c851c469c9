@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Issue 47's "one book, one page, everywhere": The Left Hand of Darkness in calibre (with a
/// highlight from its viewer), KOReader's statistics and its sidecar, a Kobo, Apple Books and a
/// Goodreads export, built as one site. It is one page, named by calibre's uuid; its highlights
/// from every store are on it and on the highlights page, each passage once, in reading order;
/// every store's reading and finishing days make the year pages; the report lists the merge.
final class OneBookEverywhereTests: XCTestCase {
    static let uuid = "6a1b2c3d-0000-4000-8000-1e6f7a0d4a4c"
    static let md5 = "5f2b6c1d9e8a7b6c5d4e3f2a1b0c9d8e"
    static let kobo = "file:///mnt/onboard/Le Guin/The Left Hand of Darkness.kepub.epub"

    /// The book's chapters are spine items 1 to 4: chapter 1 in Apple Books, chapter 2 marked in
    /// calibre's viewer and in KOReader (the same words), chapter 3 in KOReader, chapter 4 on the Kobo.
    func writeSite() throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeDatabase("calibre/metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, uuid TEXT, path TEXT, has_cover BOOL)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            "CREATE TABLE identifiers (id INTEGER PRIMARY KEY, book INTEGER, type TEXT, val TEXT)",
            """
            CREATE TABLE annotations (id INTEGER PRIMARY KEY, book INTEGER, format TEXT, user_type TEXT, user TEXT, timestamp REAL,
                annot_id TEXT, annot_type TEXT, annot_data TEXT)
            """,
            "INSERT INTO books VALUES (1, 'The Left Hand of Darkness', '\(Self.uuid)', 'Ursula K. Le Guin/The Left Hand of Darkness (1)', 0)",
            "INSERT INTO authors VALUES (1, 'Ursula K. Le Guin')",
            "INSERT INTO books_authors_link VALUES (1, 1, 1)",
            "INSERT INTO identifiers VALUES (1, 1, 'isbn', '9780441478125')",
            """
            INSERT INTO annotations VALUES (1, 1, 'EPUB', 'local', 'viewer', 1619870400, 'c1', 'highlight',
                '{"highlighted_text": "Light is the left hand of darkness.", "notes": "Tormer''s Lay", "spine_index": 2, "start_cfi": "/4/2/8/1:0",
                  "toc_family_titles": ["The Place Inside the Blizzard"], "timestamp": "2021-05-01T12:00:00.000Z",
                  "style": {"kind": "color", "type": "builtin", "which": "yellow"}}')
            """,
        ])
        // Read on the last day of 2019 and the second day of 2020 (21:00 and 10:00 UTC).
        try site.writeDatabase("koreader/statistics.sqlite3", statements: [
            """
            CREATE TABLE book (id integer PRIMARY KEY, title text, authors text, last_open integer, pages integer, series text,
                               total_read_time integer, total_read_pages integer, md5 text)
            """,
            "CREATE TABLE page_stat_data (id_book integer, page integer, start_time integer, duration integer, total_pages integer)",
            "INSERT INTO book VALUES (1, 'The Left Hand of Darkness', 'Ursula K. Le Guin', 1577959320, 300, 'N/A', 180, 2, '\(Self.md5)')",
            "INSERT INTO page_stat_data VALUES (1, 1, 1577826000, 60, 300), (1, 2, 1577959200, 120, 300)",
        ])
        try site.folder.write("""
        return {
            ["partial_md5_checksum"] = "\(Self.md5)",
            ["doc_props"] = { ["title"] = "The Left Hand of Darkness", ["authors"] = "Ursula K. Le Guin" },
            ["annotations"] = {
                [1] = { ["pos0"] = "/body/DocFragment[3]/body/p[4]/text().0", ["pos1"] = "/body/DocFragment[3]/body/p[4]/text().35",
                        ["text"] = "Light is the left hand of darkness.", ["chapter"] = "The Place Inside the Blizzard", ["pageno"] = 40,
                        ["drawer"] = "lighten", ["color"] = "yellow", ["datetime"] = "2020-01-02 10:01:00" },
                [2] = { ["pos0"] = "/body/DocFragment[4]/body/p[2]/text().0", ["pos1"] = "/body/DocFragment[4]/body/p[2]/text().22",
                        ["text"] = "The king was pregnant.", ["chapter"] = "The Mad King", ["pageno"] = 52,
                        ["drawer"] = "lighten", ["color"] = "yellow", ["datetime"] = "2020-01-02 10:02:00" },
            },
        }
        """, to: "Content/koreader/Left Hand.sdr/metadata.epub.lua")
        // Finished on the Kobo on 2024-03-02.
        try site.writeDatabase("kobo/KoboReader.sqlite", statements: Array(KoboFixture.hostile.prefix(4)) + [
            """
            INSERT INTO content VALUES
                ('\(Self.kobo)', '6', NULL, 'The Left Hand of Darkness', 'Ursula K. Le Guin', '9780441478125', 'Ace', NULL, NULL, 2, 100, 3600,
                 '2024-03-02T10:00:00Z', '2024-03-02T10:00:00Z', NULL),
                ('\(Self.kobo)!!ch4.xhtml', '9', '\(Self.kobo)', 'ch4.xhtml', NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, 4),
                ('\(Self.kobo)!!ch4.xhtml#c4', '899', '\(Self.kobo)', 'The Domestication of Hunch', NULL, NULL, NULL, NULL, NULL, NULL, NULL,
                 NULL, NULL, NULL, 0)
            """,
            """
            INSERT INTO Bookmark VALUES ('k1', '\(Self.kobo)', '\(Self.kobo)!!ch4.xhtml', 'span#kobo\\.12\\.1', 0,
                'It is good to have an end to journey toward; but it is the journey that matters, in the end.', NULL, '2024-03-01T20:00:00Z', 'false', 'highlight')
            """,
        ])
        // Finished in Apple Books on 2023-06-15 (Core Data seconds).
        try site.writeDatabase("apple/BKLibrary-1.sqlite", statements: [
            "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
            "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
            """
            CREATE TABLE ZBKLIBRARYASSET ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZISFINISHED INTEGER, ZCONTENTTYPE INTEGER,
              ZCREATIONDATE TIMESTAMP, ZDATEFINISHED TIMESTAMP, ZLASTOPENDATE TIMESTAMP, ZPURCHASEDATE TIMESTAMP, ZREADINGPROGRESS FLOAT,
              ZASSETID VARCHAR, ZAUTHOR VARCHAR, ZSORTAUTHOR VARCHAR, ZGENRE VARCHAR, ZPATH VARCHAR, ZSORTTITLE VARCHAR, ZTITLE VARCHAR )
            """,
            "INSERT INTO Z_PRIMARYKEY VALUES (1, 'BKLibraryAsset', 0, 1)",
            """
            INSERT INTO ZBKLIBRARYASSET VALUES (1, 1, 1, 1, 1, 700000000, 708523200, 708523200, NULL, 1.0,
              'LHOD1969', 'Ursula K. Le Guin', 'Le Guin, Ursula K.', NULL, NULL, 'Left Hand of Darkness', 'The Left Hand of Darkness')
            """,
        ])
        try site.writeDatabase("apple/AEAnnotation_local.sqlite", statements: [
            "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
            """
            CREATE TABLE ZAEANNOTATION ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZANNOTATIONDELETED INTEGER,
              ZANNOTATIONSTYLE INTEGER, ZANNOTATIONTYPE INTEGER, ZANNOTATIONCREATIONDATE TIMESTAMP, ZANNOTATIONMODIFICATIONDATE TIMESTAMP,
              ZANNOTATIONASSETID VARCHAR, ZANNOTATIONLOCATION VARCHAR, ZANNOTATIONNOTE VARCHAR, ZANNOTATIONREPRESENTATIVETEXT VARCHAR,
              ZANNOTATIONSELECTEDTEXT VARCHAR, ZANNOTATIONUUID VARCHAR, ZFUTUREPROOFING5 VARCHAR )
            """,
            """
            INSERT INTO ZAEANNOTATION VALUES (1, 2, 1, 0, 3, 2, 707302800, NULL, 'LHOD1969', 'epubcfi(/6/4[ch1]!/4/2/2,/1:0,/1:40)',
              NULL, NULL, 'I''ll make my report as if I told a story.', 'a1', 'A Parade in Erhenrang')
            """,
        ])
        // Goodreads keeps the last reading it was told of: 2020-01-02, in KOReader.
        try site.folder.write(#"""
        Book Id,Title,Author,Additional Authors,ISBN,ISBN13,My Rating,Publisher,Number of Pages,Year Published,Date Read,Date Added,Bookshelves,Exclusive Shelf,My Review,Read Count
        18423,The Left Hand of Darkness,Ursula K. Le Guin,,"=""0441478123""","=""9780441478125""",5,Ace,304,1987,2020/01/02,2019/12/20,,read,,3
        """#, to: "Content/goodreads_library_export.csv")
        return site
    }

    /// The texts of a page's highlights, in the order shown.
    func quotes(_ html: String) -> [String] {
        html.components(separatedBy: "<blockquote>").dropFirst().compactMap { $0.components(separatedBy: "</blockquote>").first }
    }

    func testTheSameBookInEveryStoreIsOnePage() throws {
        let site = try writeSite()
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let report = BuildReport(result)
        XCTAssertEqual(report.bookMatches, [
            BookMatch(title: "The Left Hand of Darkness", rule: .titleAndAuthor, records: [
                "Content/calibre/metadata.db: book 1", "Content/kobo/KoboReader.sqlite: book \(Self.kobo.quotedForMessage)",
                "Content/apple/BKLibrary-1.sqlite: asset 1", "Content/koreader/Left Hand.sdr/metadata.epub.lua",
                "Content/koreader/statistics.sqlite3: book 1", "Content/goodreads_library_export.csv: row 2",
            ]),
        ])
        XCTAssertEqual(report.pages.filter { $0.hasPrefix("books/") }, ["books/\(Self.uuid).html", "books/index.html"])
        let list = try String(contentsOf: site.output.appendingPathComponent("books/index.html"), encoding: .utf8)
        XCTAssertEqual(list.components(separatedBy: "href=\"\(Self.uuid).html\"").count - 1, 1, list)

        // Every store's highlights, the passage marked in calibre and KOReader once (calibre's
        // copy, with KOReader's page), in the book's order: chapters 1 to 4.
        let texts = [
            "I&#39;ll make my report as if I told a story.",
            "Light is the left hand of darkness.",
            "The king was pregnant.",
            "It is good to have an end to journey toward; but it is the journey that matters, in the end.",
        ]
        let book = try XCTUnwrap(result.content.books.first)
        XCTAssertEqual(result.content.books.count, 1)
        XCTAssertEqual(book.details.highlights.map(\.chapter), ["A Parade in Erhenrang", "The Place Inside the Blizzard", "The Mad King", "The Domestication of Hunch"])
        XCTAssertEqual(book.details.highlights[1], Highlight(
            text: "Light is the left hand of darkness.", note: "Tormer's Lay", chapter: "The Place Inside the Blizzard", location: "epubcfi(/6/6!/4/2/8/1:0)",
            style: nil, created: StoreDate.iso("2021-05-01T12:00:00Z"), page: 40, colour: "yellow"))
        let page = try String(contentsOf: site.output.appendingPathComponent("books/\(Self.uuid).html"), encoding: .utf8)
        XCTAssertEqual(quotes(page), texts)
        // The highlights page lists every book's highlights newest first (docs/output.md): these
        // four once each, calibre's copy of the shared passage dated as calibre dated it.
        let highlights = try String(contentsOf: site.output.appendingPathComponent("highlights/index.html"), encoding: .utf8)
        XCTAssertEqual(quotes(highlights), [texts[3], texts[0], texts[1], texts[2]])

        // Reading in 2019 and 2020 (KOReader); finished in 2020 (Goodreads), 2023 (Apple Books), 2024 (Kobo).
        XCTAssertEqual(report.pages.filter { $0.hasPrefix("years/") }, ["years/2019.html", "years/2020.html", "years/2023.html", "years/2024.html"])
        XCTAssertEqual(ReadingYear.all(result.content.books, in: TimeZone(identifier: "UTC")!).map { "\($0.year): \($0.finished.count) finished, \($0.seconds) s" },
                       ["2024: 1 finished, 0 s", "2023: 1 finished, 0 s", "2020: 1 finished, 120 s", "2019: 0 finished, 60 s"])
        XCTAssertEqual(book.details.readThroughs, [
            ReadThrough(started: nil, finished: StoreDate.iso("2020-01-02")!), ReadThrough(started: nil, finished: StoreDate.iso("2023-06-15T12:00:00Z")!),
            ReadThrough(started: nil, finished: StoreDate.iso("2024-03-02T10:00:00Z")!),
        ], "Goodreads' reading, then Apple Books' and the Kobo's finishing days")
        XCTAssertEqual(book.details.status, .finished)
        let finished = try String(contentsOf: site.output.appendingPathComponent("shelves/finished.html"), encoding: .utf8)
        XCTAssertEqual(finished.components(separatedBy: "\(Self.uuid).html\"").count - 1, 1, finished)
    }
}
