@testable import FolioCore
import Foundation
import GRDB
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// One book, many sources: calibre, KOReader and Apple Books records of one book are one page.
final class BookMergeTests: XCTestCase {
    func writeSQL(_ sql: String, to name: String, in site: FixtureSite) throws {
        try site.writeDatabase(name, statements: [sql])
    }

    func testTheSameBookInThreeStoresIsOnePage() throws {
        let site = try FixtureSite()
        try writeSQL("""
        CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, timestamp TEXT, pubdate TEXT, series_index REAL, path TEXT, has_cover BOOL);
        CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT);
        CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER);
        CREATE TABLE identifiers (id INTEGER PRIMARY KEY, book INTEGER, type TEXT, val TEXT);
        CREATE TABLE comments (id INTEGER PRIMARY KEY, book INTEGER, text TEXT);
        INSERT INTO books VALUES (1, 'The Left Hand of Darkness', NULL, '1969-03-01 00:00:00+00:00', 1, 'x', 0),
                                 (2, 'Crime and Punishment', NULL, NULL, 1, 'y', 0);
        INSERT INTO authors VALUES (1, 'Ursula K. Le Guin'), (2, 'Fyodor Dostoevsky');
        INSERT INTO books_authors_link VALUES (1, 1, 1), (2, 2, 2);
        INSERT INTO identifiers VALUES (1, 1, 'isbn', '0-441-47812-3');
        INSERT INTO comments VALUES (1, 1, '<p>Genly Ai on Gethen.</p>');
        """, to: "calibre/metadata.db", in: site)
        try writeSQL("""
        CREATE TABLE book (id integer PRIMARY KEY, title text, authors text, last_open integer, pages integer, series text,
                           total_read_time integer, total_read_pages integer, md5 text);
        CREATE TABLE page_stat_data (id_book integer, page integer, start_time integer, duration integer, total_pages integer);
        INSERT INTO book VALUES (1, 'The Left Hand of Darkness (Hainish Cycle #4)', 'Le Guin, Ursula K.', 1747493236, 300, 'Hainish Cycle #4', 7200, 300, 'a');
        INSERT INTO book VALUES (2, 'Crime and Punishment', 'Fyodor Dostoevsky', 1747493236, 500, 'N/A', 60, 2, 'b');
        INSERT INTO book VALUES (3, 'Crime and Punishment', 'Fyodor Dostoevsky', 1747493236, 510, 'N/A', 90, 3, 'c');
        INSERT INTO page_stat_data VALUES (1, 1, 1747493224, 60, 300);
        """, to: "koreader/statistics.sqlite3", in: site)
        try writeSQL(try String(contentsOf: TestPaths.fixtures.appendingPathComponent("apple-books/BKLibrary.sql"), encoding: .utf8),
                     to: "apple/BKLibrary-1.sqlite", in: site)
        try writeSQL(try String(contentsOf: TestPaths.fixtures.appendingPathComponent("apple-books/AEAnnotation.sql"), encoding: .utf8),
                     to: "apple/AEAnnotation_local.sqlite", in: site)
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.bookMatches, [
            BookMatch(title: "Crime and Punishment", rule: .ambiguous, records: [
                "Content/calibre/metadata.db: book 2", "Content/koreader/statistics.sqlite3: book 2", "Content/koreader/statistics.sqlite3: book 3"]),
            BookMatch(title: "The Left Hand of Darkness", rule: .titleAndAuthor, records: [
                "Content/calibre/metadata.db: book 1", "Content/apple/BKLibrary-1.sqlite: asset 1", "Content/koreader/statistics.sqlite3: book 1"]),
        ])
        let names = result.content.books.map(\.title)
        XCTAssertEqual(names.filter { $0 == "The Left Hand of Darkness" }.count, 1)
        XCTAssertEqual(names.filter { $0 == "Crime and Punishment" }.count, 3, "ambiguous: left apart")
        let book = try XCTUnwrap(result.content.books.first { $0.title == "The Left Hand of Darkness" })
        XCTAssertEqual(book.source.description, "Content/calibre/metadata.db: book 1", "calibre's metadata wins")
        XCTAssertEqual(book.details.readingTime, 7200, "reading from KOReader")
        XCTAssertEqual(book.details.series, BookSeries(name: "Hainish Cycle", number: 4), "what calibre lacks, from the others")
        XCTAssertEqual(book.details.highlights.count, 3, "highlights from Apple Books")
        XCTAssertEqual(book.details.status, .finished)
        XCTAssertEqual(book.description.pageHTML, "<p>Genly Ai on Gethen.</p>")
    }

    func testKeysFoldCaseAccentsSubtitlesAndNameOrder() {
        func key(_ title: String, _ author: String, isbn: String? = nil) -> BookKey {
            var book = Book(title: title, authorLine: author, rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "x"))
            book.details.identifiers = isbn.map { [BookIdentifier(scheme: "isbn", value: $0)] } ?? []
            return BookKey(book)
        }
        XCTAssertEqual(key("Crimen y Castigo: Edición", "Dostoyevski, Fiódor").titleAndAuthor, key("CRIMEN Y CASTIGO", "Fiodor Dostoyevski").titleAndAuthor)
        XCTAssertEqual(key("呐喊（自选集）", "鲁迅").titleAndAuthor, "呐喊 / 鲁迅")
        XCTAssertNotEqual(key("Dune", "Frank Herbert").titleAndAuthor, key("Dune Messiah", "Frank Herbert").titleAndAuthor)
        XCTAssertEqual(key("A", "B", isbn: "0-441-47812-3").isbn, "9780441478125", "an ISBN-10 is its ISBN-13")
        XCTAssertEqual(key("A", "B", isbn: "978-0-441-47812-5").isbn, "9780441478125")
        XCTAssertNil(key("A", "B", isbn: "n/a").isbn)
    }
}

/// Highlights of one book from several stores: each passage once, in reading order, the first
/// store's copy filled from the others'.
final class HighlightJoinTests: XCTestCase {
    func testTheSamePassageFromTwoStoresIsOneHighlight() {
        let calibre = [
            Highlight(text: "Light is the left hand of darkness.", note: nil, chapter: "Chapter 2", location: "epubcfi(/6/8!/4/2:0)", style: nil, created: nil),
            Highlight(text: "", note: "A note on no passage", chapter: nil, location: nil, style: nil, created: nil),
        ]
        let koreader = [
            Highlight(text: "I'll make my report", note: nil, chapter: "Chapter 1", location: "epubcfi(/6/4!/4/2:0)", style: nil, created: nil),
            Highlight(text: "light is the left  hand of\ndarkness.", note: "The theme", chapter: nil, location: nil, style: nil, created: nil, page: 12),
            Highlight(text: "", note: "A note on no passage", chapter: nil, location: nil, style: nil, created: nil),
        ]
        XCTAssertEqual(Highlight.joined(calibre, koreader), [
            Highlight(text: "I'll make my report", note: nil, chapter: "Chapter 1", location: "epubcfi(/6/4!/4/2:0)", style: nil, created: nil),
            Highlight(text: "Light is the left hand of darkness.", note: "The theme", chapter: "Chapter 2", location: "epubcfi(/6/8!/4/2:0)", style: nil,
                      created: nil, page: 12),
            Highlight(text: "", note: "A note on no passage", chapter: nil, location: nil, style: nil, created: nil),
            Highlight(text: "", note: "A note on no passage", chapter: nil, location: nil, style: nil, created: nil),
        ], "the passage once, with the other store's note and page; notes without a passage are never merged")
    }

    /// Reading order across stores: every store's place starts with the book's spine item.
    func testPlacesOfEveryStoreStartWithTheSpineItem() {
        XCTAssertEqual(Highlight.steps("epubcfi(/6/14[ch1]!/4/2/1:30)"), [6, 4, 2, 1, 30], "calibre and Apple Books: /6/14 is spine item 6")
        XCTAssertEqual(Highlight.steps("/body/DocFragment[7]/body/p[15]/text().330"), [6, 1, 15, 1, 330], "KOReader counts from 1")
        XCTAssertEqual(Highlight.steps("6!span#kobo\\.204\\.1:0"), [6, 204, 1, 0], "Kobo's VolumeIndex")
        XCTAssertEqual(Highlight.steps("/body/p[2]/text().4"), [1, 2, 1, 4], "an XPointer without a spine item is read as it is")
        XCTAssertEqual(Highlight.steps("page 34 y 352 x 174"), [34, 352, 174])
    }
}
