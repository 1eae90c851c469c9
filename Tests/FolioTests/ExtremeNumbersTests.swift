import Foundation
import GRDB
import XCTest

/// No number a store holds can crash a build: each store's numeric fields are given the extremes
/// (±2^63, ±inf, ±1e308, and NaN where the format can hold it), and the build, run as a user runs
/// it, ends on its own with an exit status (no trap), every problem a warning or error naming the
/// file and the record. Numbers out of the range Folio uses them in are warnings naming the field.
final class ExtremeNumbersTests: XCTestCase {
    /// SQL literals: SQLite stores 9223372036854775808 and beyond as REAL, 1e999 as infinity; it
    /// has no NaN (a NaN bound becomes NULL).
    static let extremes = ["9223372036854775807", "-9223372036854775808", "9223372036854775808", "1e999", "-1e999", "1e308", "-1e308"]

    /// A site whose stores hold `value` in every numeric field.
    func site(with value: String) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeDatabase("calibre/metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, path TEXT, has_cover BOOL, series_index REAL, timestamp TEXT, pubdate TEXT)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            "CREATE TABLE ratings (id INTEGER PRIMARY KEY, rating INTEGER)",
            "CREATE TABLE books_ratings_link (id INTEGER PRIMARY KEY, book INTEGER, rating INTEGER)",
            "CREATE TABLE series (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_series_link (id INTEGER PRIMARY KEY, book INTEGER, series INTEGER)",
            "INSERT INTO books VALUES (1, 'Calibre book', 'A/B', \(value), \(value), '2020-01-01', '2020-01-01')",
            "INSERT INTO authors VALUES (1, 'An Author')", "INSERT INTO books_authors_link VALUES (1, 1, 1)",
            "INSERT INTO ratings VALUES (1, \(value))", "INSERT INTO books_ratings_link VALUES (1, 1, 1)",
            "INSERT INTO series VALUES (1, 'A series')", "INSERT INTO books_series_link VALUES (1, 1, 1)",
        ])
        try site.writeDatabase("statistics.sqlite3", statements: [
            "CREATE TABLE book (id INTEGER PRIMARY KEY, title TEXT, authors TEXT, series TEXT, pages INTEGER, total_read_pages INTEGER, total_read_time INTEGER, last_open INTEGER)",
            "CREATE TABLE page_stat_data (id_book INTEGER, page INTEGER, start_time INTEGER, duration INTEGER, total_pages INTEGER)",
            "INSERT INTO book VALUES (1, 'KOReader book', 'Writer', 'Saga #\(value)', \(value), \(value), \(value), \(value))",
            "INSERT INTO book VALUES (2, 'Another', 'Writer', 'N/A', \(value), \(value), \(value), \(value))",
            "INSERT INTO page_stat_data VALUES (1, \(value), \(value), \(value), \(value))",
            "INSERT INTO page_stat_data VALUES (1, \(value), 1700000000, \(value), \(value))",
            "INSERT INTO page_stat_data VALUES (2, 3, 1700000100, 60, \(value))",
        ])
        try site.writeDatabase("BKLibrary.sqlite", statements: [
            "CREATE TABLE ZBKLIBRARYASSET (Z_PK INTEGER PRIMARY KEY, ZASSETID TEXT, ZTITLE TEXT, ZAUTHOR TEXT, ZREADINGPROGRESS REAL, ZDATEFINISHED TIMESTAMP, ZLASTOPENDATE TIMESTAMP, ZISFINISHED INTEGER)",
            "INSERT INTO ZBKLIBRARYASSET VALUES (1, 'ASSET1', 'Apple book', 'Someone', \(value), \(value), \(value), \(value))",
        ])
        try site.writeDatabase("AEAnnotation.sqlite", statements: [
            "CREATE TABLE ZAEANNOTATION (Z_PK INTEGER PRIMARY KEY, ZANNOTATIONASSETID TEXT, ZANNOTATIONSELECTEDTEXT TEXT, ZANNOTATIONTYPE INTEGER, ZANNOTATIONDELETED INTEGER, ZANNOTATIONSTYLE INTEGER, ZANNOTATIONCREATIONDATE TIMESTAMP)",
            "INSERT INTO ZAEANNOTATION VALUES (1, 'ASSET1', 'A passage', 2, \(value), \(value), \(value))",
        ])
        try site.writeDatabase("joplin.sqlite", statements: [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT, title TEXT, body TEXT, user_created_time INT, created_time INT, user_updated_time INT, updated_time INT, markup_language INT, is_conflict INT, encryption_applied INT, deleted_time INT)",
            "CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT, parent_id TEXT)",
            "CREATE TABLE note_tags (id TEXT PRIMARY KEY, note_id TEXT, tag_id TEXT)",
            "CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT)",
            "INSERT INTO notes VALUES ('n1', '', 'Joplin note', 'Text', \(value), \(value), \(value), \(value), \(value), 0, 0, 0)",
            "INSERT INTO notes VALUES ('n2', '', 'Dated note', 'Text', 1700000000000, 1700000000000, \(value), \(value), 1, 0, 0, 0)",
        ])
        try site.writeDatabase("bear.sqlite", statements: [
            "CREATE TABLE ZSFNOTE (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR, ZTEXT VARCHAR, ZCREATIONDATE TIMESTAMP, ZMODIFICATIONDATE TIMESTAMP, ZTRASHED INTEGER, ZARCHIVED INTEGER)",
            "CREATE TABLE ZSFNOTETAG (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR)",
            "INSERT INTO ZSFNOTE VALUES (1, 'Bear note', 'Text', \(value), \(value), 0, 0)",
            "INSERT INTO ZSFNOTE VALUES (2, 'Dated', 'Text', 700000000, \(value), 0, 0)",
        ])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1, 'Book app book', 'A', \(value), '', '', '')"])
        let notes = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("apple-notes/NoteStore.sql"), encoding: .utf8)
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [
            notes, "UPDATE ZICCLOUDSYNCINGOBJECT SET ZCREATIONDATE1 = \(value), ZMODIFICATIONDATE1 = \(value), ZMARKEDFORDELETION = \(value) WHERE Z_PK % 2 = 0",
        ])
        return site
    }

    func testNoNumberAStoreHoldsCrashesABuild() throws {
        for value in Self.extremes {
            let site = try site(with: value)
            let run = try CommandLine.folio(["build", "--now", "2026-11-21T09:30", "--quiet"], in: site.url)
            XCTAssertTrue([0, 1].contains(run.status), "\(value): exit \(run.status)\n\(run.stderr)")
            let problems = run.stderr.split(separator: "\n").filter { !$0.hasPrefix("Build failed") }
            XCTAssertFalse(problems.isEmpty, value)
            for line in problems {
                XCTAssertTrue(line.hasPrefix("warning[load content]: Content/") || line.hasPrefix("error[load content]: Content/"), "\(value): \(line)")
            }
        }
    }

    /// The fields read as numbers say what they held and what they should have held.
    func testNumbersOutOfTheirRangeAreWarningsNamingTheField() throws {
        let site = try site(with: "9223372036854775807")
        let result = site.build()
        let messages = result.diagnostics.messages
        for expected in [
            "warning[load content]: Content/statistics.sqlite3: book 1: total_read_pages is a number (9223372036854775807), expected a whole number from 0 to 10000000; it is left out",
            "warning[load content]: Content/statistics.sqlite3: book 1: last_open is a number (9223372036854775807), expected seconds since 1970 within the years 1 to 9999; it is left out",
            "warning[load content]: Content/calibre/metadata.db: book 1: rating is a number (9223372036854775807), expected 0 to 10 (half stars); the book is shown as unrated",
            "warning[load content]: Content/calibre/metadata.db: book 1: series_index is a number (9.223372036854776e+18), expected a number from -1000000 to 1000000; it is left out",
            "warning[load content]: Content/BKLibrary.sqlite: asset 1: ZREADINGPROGRESS is a number (9.223372036854776e+18), expected a number from -0.01 to 1.01; it is left out",
            "warning[load content]: Content/joplin.sqlite: note n2: user_updated_time is a number (9223372036854775807), expected milliseconds since 1970 within the years 1 to 9999; it is left out",
            "warning[load content]: Content/bear.sqlite: note 2: ZMODIFICATIONDATE is a number (9223372036854775807), expected seconds since 2001-01-01 within the years 1 to 9999; it is left out",
        ] {
            XCTAssertTrue(messages.contains(expected), "missing: \(expected)\nin: \(messages.joined(separator: "\n"))")
        }
    }

    /// A binary plist can hold what SQLite cannot: a NaN date. Safari's Reading List is read with
    /// its dates checked.
    func testANaNDateInABinaryPlistIsLeftOutWithAWarning() throws {
        let site = try FixtureSite()
        let item: [String: Any] = ["URLString": "https://example.org/a", "URIDictionary": ["title": "A"], "ReadingList": ["DateAdded": Date(timeIntervalSinceReferenceDate: 1)]]
        var data = try PropertyListSerialization.data(fromPropertyList: ["Children": [["Title": "com.apple.ReadingList", "Children": [item]]]], format: .binary, options: 0)
        // The date's 8 bytes follow its marker 0x33: made NaN.
        let marker = try XCTUnwrap(data.firstIndex(of: 0x33))
        data.replaceSubrange((marker + 1)...(marker + 8), with: withUnsafeBytes(of: Double.nan.bitPattern.bigEndian, Array.init))
        try site.folder.write(data, to: "Content/Bookmarks.plist")
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/Bookmarks.plist: com.apple.ReadingList item 1: ReadingList.DateAdded is a date beyond the years 1 to 9999; it is left out",
        ])
    }
}
