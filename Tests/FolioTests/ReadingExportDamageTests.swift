@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Reading exports a spreadsheet has been through (Tests/FolioTests/Fixtures/reading-csv, written
/// by its make_fixtures.py): each problem is one warning naming the row and the column, and the
/// rest of the file is published.
final class ReadingExportDamageTests: XCTestCase {
    func load(_ name: String) throws -> (content: SiteContent, diagnostics: Diagnostics) {
        let site = try FixtureSite()
        _ = try site.folder.write(try Data(contentsOf: TestPaths.fixtures.appendingPathComponent("reading-csv/\(name)")), to: "Content/\(name)")
        return site.load()
    }

    static func day(_ text: String) -> Date {
        LocalDateTime(isoText: text + "T00:00")!.instant(in: TimeZone(identifier: "UTC")!)
    }

    func testISBNsASpreadsheetMadeNumbers() throws {
        let (content, diagnostics) = try load("isbn-numbers.csv")
        let file = "warning: Content/isbn-numbers.csv"
        XCTAssertEqual(diagnostics.messages, [
            "\(file): row 2, column \"ISBN13\": is \"9.78044E+12\", an ISBN a spreadsheet rounded to a number; its digits are lost, so it is left out",
            "\(file): row 3, column \"ISBN\": is \"441569595\", an ISBN a spreadsheet read as a number, which dropped its leading zeros; it is read as 0441569595",
            "\(file): row 6, column \"ISBN13\": is \"12345\", expected an ISBN (10 or 13 digits with a valid check digit); it is left out",
        ])
        XCTAssertEqual(content.books.map { $0.details.identifiers.filter { $0.scheme == "isbn" }.map(\.value) },
                       [[], ["0441569595"], ["9780553283686"], ["9780156027601"], []], "=\"…\" unwrapped; plain digits kept")
    }

    func testDatesASpreadsheetRewroteMonthFirst() throws {
        let (content, diagnostics) = try load("dates-month-first.csv")
        let file = "warning: Content/dates-month-first.csv"
        XCTAssertEqual(diagnostics.messages, [
            "\(file): row 2, column \"Date Added\": is \"1/2/2026\", a date as a spreadsheet rewrites it; it is read as 2026/01/02 (month first, as in the file's other such dates)",
            "\(file): row 2, column \"Date Read\": is \"2/24/2026\", a date as a spreadsheet rewrites it; it is read as 2026/02/24 (month first, as in the file's other such dates)",
            "\(file): row 3, column \"Date Added\": is \"yesterday\", expected a date such as 2024/01/31; it is left out",
            "\(file): row 3, column \"Date Read\": is \"03/04/26\", a date as a spreadsheet rewrites it; it is read as 2026/03/04 (month first, as in the file's other such dates)",
        ])
        XCTAssertEqual(content.books.map(\.details.finished), [Self.day("2026-02-24"), Self.day("2026-03-04")])
        XCTAssertEqual(content.books.map(\.details.added), [Self.day("2026-01-02"), nil])
    }

    func testDatesASpreadsheetRewroteDayFirst() throws {
        let (content, diagnostics) = try load("dates-day-first.csv")
        let file = "warning: Content/dates-day-first.csv: row 2, column"
        XCTAssertEqual(diagnostics.messages, [
            "\(file) \"Date Added\": is \"2/1/2026\", a date as a spreadsheet rewrites it; it is read as 2026/01/02 (day first, as in the file's other such dates)",
            "\(file) \"Dates Read\": is \"1/2/2026\", a date as a spreadsheet rewrites it; it is read as 2026/02/01 (day first, as in the file's other such dates)",
            "\(file) \"Dates Read\": is \"24/2/2026\", a date as a spreadsheet rewrites it; it is read as 2026/02/24 (day first, as in the file's other such dates)",
        ])
        XCTAssertEqual(content.books.map(\.details.readThroughs), [[ReadThrough(started: Self.day("2026-02-01"), finished: Self.day("2026-02-24"))]])
    }

    func testMissingColumns() throws {
        let (content, diagnostics) = try load("missing-columns.csv")
        let file = "warning: Content/missing-columns.csv"
        XCTAssertEqual(diagnostics.messages, [
            "\(file): column \"ISBN13\": is not in the header; every book is read without it",
            "\(file): column \"Date Read\": is not in the header; every book is read without it",
            "\(file): column \"Exclusive Shelf\": is not in the header; every book is read without it",
        ])
        XCTAssertEqual(content.books.map(\.title), ["Dune"])
        XCTAssertEqual(content.books.first?.details.identifiers.first, BookIdentifier(scheme: "isbn", value: "0441172717"))
        XCTAssertEqual(content.books.first?.details.tags, ["sci-fi", "favourites"])
        XCTAssertNil(content.books.first?.details.status)
    }

    func testRowsOfTheWrongWidthAndExtraColumns() throws {
        let (content, diagnostics) = try load("row-widths.csv")
        let file = "warning: Content/row-widths.csv"
        XCTAssertEqual(diagnostics.messages, [
            "\(file): row 3: has 3 fields, the header 25; the missing ones are read as empty",
            "\(file): row 4: has 27 fields, the header 25; the ones past the header's are left out",
        ], "a column Folio does not read (My Notes) is passed over")
        XCTAssertEqual(content.books.map(\.title), ["Dune", "Emma", "Ubik"])
        XCTAssertEqual(content.books.map(\.authorLine), ["Frank Herbert", "Jane Austen", "Philip K. Dick"])
    }

    /// A byte order mark, CR LF, quotes, a comma and a line break inside fields, a blank line:
    /// all read without a word. The review's `<br/>`s make paragraphs, its script goes, and the
    /// private notes are never read.
    func testByteOrderMarkLineEndsAndQuotes() throws {
        let (content, diagnostics) = try load("bom-crlf-quotes.csv")
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.map(\.title), ["The \"Quoted\" Book, Part 1", "Plain"])
        let first = try XCTUnwrap(content.books.first)
        XCTAssertEqual(first.details.authors, ["Ann Author", "Ben Other", "Martin Luther King, Jr."])
        XCTAssertEqual(first.details.publisher, "Pub, Inc.")
        XCTAssertEqual(first.details.tags, ["favourites"], "to-read is a shelf, not a tag")
        XCTAssertEqual(first.review.pageHTML, "<p>First line\nstill the first paragraph</p>\n<p>Second <b>bold</b></p>")
        XCTAssertEqual(first.details.timesRead, 2)
        XCTAssertEqual(content.books.map(\.details.status), [.finished, .reading])
        XCTAssertNil(content.books[1].rating, "0 is unrated")
        XCTAssertFalse("\(content.books)".contains("secret"), "Private Notes are never read")
    }

    func testWindows1252() throws {
        let (content, diagnostics) = try load("windows-1252.csv")
        XCTAssertEqual(diagnostics.messages, ["warning: Content/windows-1252.csv: is not UTF-8 text; it is read as Windows-1252, as a spreadsheet may have saved it"])
        XCTAssertEqual(content.books.map(\.title), ["Cien años de soledad"])
        XCTAssertEqual(content.books.map(\.authorLine), ["Gabriel García Márquez"])
        XCTAssertEqual(content.books.first?.rating, Rating(4), "4.25 stars are shown as 4: quarter stars round down to half stars")
        XCTAssertEqual(content.books.first?.review.pageHTML, "<p>Qué libro</p>")
    }

    func testValuesThatAreNone() throws {
        let (content, diagnostics) = try load("bad-values.csv")
        let file = "warning: Content/bad-values.csv"
        XCTAssertEqual(diagnostics.messages, [
            "\(file): row 2, column \"Read Status\": is \"finished-it\", expected read, currently-reading, to-read, did-not-finish or paused; the book has no status",
            "\(file): row 2, column \"Read Count\": is \"many\", expected a whole number from 0 to 10000; it is left out",
            "\(file): row 2, column \"Star Rating\": is \"4.1\", expected stars from 0.25 to 5 in quarters; the book is shown as unrated",
            "\(file): row 3, column \"Star Rating\": is \"9\", expected stars from 0.25 to 5 in quarters; the book is shown as unrated",
        ])
        let emma = try XCTUnwrap(content.books.last)
        XCTAssertEqual(emma.details.status, .abandoned)
        XCTAssertEqual(emma.details.lastRead, Self.day("2021-05-03"), "a reading started and not finished")
        XCTAssertEqual(emma.details.readThroughs, [])
        XCTAssertEqual(emma.details.identifiers, [], "an ASIN is no ISBN")
        XCTAssertEqual(emma.stableID, "B00K1D0000")
        XCTAssertEqual(emma.details.tags, ["classics", "re-read", "mood: dark", "mood: tense"])
    }

    /// A quote never closed swallows what follows it into one field: the row is short, its
    /// fields are where they are not expected, and each says so; nothing crashes or hangs.
    func testAQuoteLeftOpen() throws {
        let (content, diagnostics) = try load("open-quote.csv")
        let file = "warning: Content/open-quote.csv: row 2"
        XCTAssertEqual(diagnostics.messages, [
            "\(file): has 22 fields, the header 24; the missing ones are read as empty",
            "\(file), column \"ISBN13\": is \"4.25\", expected an ISBN (10 or 13 digits with a valid check digit); it is left out",
            "\(file), column \"ISBN\": is \"5\", expected an ISBN (10 or 13 digits with a valid check digit); it is left out",
            "\(file), column \"Year Published\": is \"2021/03/04\", expected a whole number from 1 to 9999; it is left out",
            "\(file), column \"My Rating\": is \"Ace\", expected a whole number from 0 to 5; the book is shown as unrated",
        ])
        XCTAssertEqual(content.books.map(\.title).last, "Emma")
    }

    func testACSVThatIsNoExportIsAnError() throws {
        let (content, diagnostics) = try load("not-an-export.csv")
        XCTAssertEqual(diagnostics.messages, [
            "error: Content/not-an-export.csv: not a Folio data file: a CSV file whose header (\"Date\", \"Amount\", \"Payee\") is not a Goodreads library export or a StoryGraph export; \(StoreRegistry.standard.expectedShapes)",
        ])
        XCTAssertEqual(content.books.count, 0)
    }
}
