@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// KOReader's `statistics.sqlite3`, recognised by its tables, published with reading time,
/// pages read and when each book was last read.
final class KOReaderTests: XCTestCase {
    /// A reader's real statistics (46 books, WAL mode, Spanish titles, NULL reading times) and
    /// KOReader's example (two books of one title told apart by md5): every page compared, and
    /// nothing written beside them.
    func testRealStatisticsArePublishedWhole() throws {
        let files = [try TestPaths.real("koreader/statistics-totokatz.sqlite3"), try TestPaths.real("koreader/statistics-kompanion.sqlite3")]
        let before = try FileTree(files[0].deletingLastPathComponent())
        let output = try TemporaryFolder()
        var options = BuildOptions(siteFolder: output.url, outputFolder: output.child("site"), now: FixtureSite.now)
        options.sources = files.map { SourceConfig(path: $0.path) }
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: \(files[1].path): book 1: md5 is missing, so its page is named \"koreader-1\" after its row; it keeps that address while the row keeps its number",
        ], "one of kompanion's two books has no md5")
        XCTAssertEqual(result.sources.map(\.kinds), [[KOReaderStatisticsStore.kind], [KOReaderStatisticsStore.kind]])
        XCTAssertEqual(result.content.books.count, 48)
        XCTAssertEqual(result.content.books.first { $0.title.hasPrefix("Paloma") }?.details.reading.count, 583, "every page_stat_data row of the book")
        try FileTree(output.child("site")).assertMatchesSnapshot("koreader")
        XCTAssertEqual(try FileTree(files[0].deletingLastPathComponent()), before, "no -wal or -shm beside the files")
    }

    func testAMessyDatabaseIsPublishedWithWarnings() throws {
        let site = try FixtureSite()
        try site.writeDatabase("statistics.sqlite3", statements: [
            "CREATE TABLE book (id integer PRIMARY KEY, title text, authors text, last_open integer, pages integer, series text, total_read_time integer, total_read_pages integer)",
            "CREATE TABLE page_stat_data (id_book integer, page integer, start_time integer, duration integer, total_pages integer)",
            "INSERT INTO book VALUES (1, NULL, 'N/A', NULL, 'many', 'N/A', NULL, NULL)",
            "INSERT INTO book VALUES (2, ' Two ', 'A One' || char(10) || 'B Two', 1747493236, 300, 'Saga #2', 3720, 12)",
            "ALTER TABLE book ADD COLUMN md5 text; UPDATE book SET md5 = '0123456789abcdef0123456789abcdef' WHERE id = 2",
            "INSERT INTO page_stat_data VALUES (2, 1, 1747493224, 60, 300), (2, 2, 'soon', 30, 300), (NULL, 3, 1747493300, 5, 300), (2, 3, 1747493400, 45, 300)",
            "INSERT INTO page_stat_data VALUES (9, 1, 1747493224, 60, 300), (9, 2, 1747493300, 60, 300)",
        ])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/statistics.sqlite3: table page_stat_data: 2 rows without a book, a start time or a duration are left out",
            "warning[load content]: Content/statistics.sqlite3: table page_stat_data: 2 rows name a book the book table does not hold (id_book 9); they are left out",
            "warning[load content]: Content/statistics.sqlite3: book 1: pages is a string \"many\", expected a whole number from 0 to 10000000; it is left out",
            "warning[load content]: Content/statistics.sqlite3: book 1: md5 is missing, so its page is named \"koreader-1\" after its row; it keeps that address while the row keeps its number",
        ])
        let books = result.content.books
        XCTAssertEqual(books.map(\.title), ["Unknown", "Two"])
        XCTAssertEqual(books.map(\.authorNames), [[], ["A One", "B Two"]])
        XCTAssertEqual(books[1].details.series, BookSeries(name: "Saga", number: 2))
        XCTAssertEqual(books[1].details.reading.map(\.seconds), [60, 45])
        let page = try String(contentsOf: site.output.appendingPathComponent("books/0123456789abcdef0123456789abcdef.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<dl class=\"facts\"><dt>Series</dt><dd><a href=\"../series/saga.html\">Saga #2</a></dd><dt>Status</dt><dd>Reading</dd><dt>Progress</dt><dd>4%</dd>"
            + "<dt>Reading time</dt><dd>1 h 2 min</dd><dt>Pages read</dt><dd>12 of 300</dd><dt>Last read</dt><dd>2025/05/17</dd></dl>"), page)
    }

    /// KOReader's statistics keep no status: a book whose reading reached the last page of the
    /// layout it was read in, with half its pages read, is finished, on the day it first got there; one with other reading
    /// is being read; one only opened is unread.
    func testStatusIsReadFromThePagesReached() throws {
        let site = try FixtureSite()
        try site.writeDatabase("statistics.sqlite3", statements: [
            "CREATE TABLE book (id integer PRIMARY KEY, title text, authors text, pages integer, total_read_time integer, total_read_pages integer)",
            "CREATE TABLE page_stat_data (id_book integer, page integer, start_time integer, duration integer, total_pages integer)",
            "INSERT INTO book VALUES (1, 'Opened', 'A', 200, NULL, NULL), (2, 'Halfway', 'B', 200, 600, NULL), (3, 'Done', 'C', 90, 900, NULL), (4, 'Peeked', 'D', 300, 60, 10)",
            // Book 3 was read in a layout of 120 pages, then re-read to the end again a day later.
            "INSERT INTO page_stat_data VALUES (2, 100, 1747493224, 600, 200), (3, 119, 1747493224, 60, 120), (3, 120, 1747493300, 60, 120), (3, 120, 1747579700, 60, 120), (4, 300, 1747579700, 60, 300)",
            "ALTER TABLE book ADD COLUMN md5 text; UPDATE book SET md5 = 'md5-' || id",
        ])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let books = result.content.books
        XCTAssertEqual(books.map(\.title), ["Opened", "Halfway", "Done", "Peeked"])
        XCTAssertEqual(books.map(\.details.status), [.unread, .reading, .finished, .reading], "a jump to the last page with 10 of 300 read is not finishing")
        XCTAssertEqual(books.map(\.details.finished), [nil, nil, Date(timeIntervalSince1970: 1747493300), nil])
    }
}
