@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The book app's `bookInfo` table: score as integer, text or NULL; NULL text columns; list order.
final class BookTableTests: XCTestCase {
    func testScoresAsIntegerTextNullAndOutOfRange() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: [
            "INSERT INTO bookInfo VALUES(3,'Three','C',9,'','','')",
            "INSERT INTO bookInfo VALUES(1,'One','A',4,'','','')",
            "INSERT INTO bookInfo VALUES(2,'Two','B','4','','','')",
            "INSERT INTO bookInfo VALUES(4,'Four','D',NULL,'','','')",
            "INSERT INTO bookInfo VALUES(5,'Five','E','four','','','')",
        ])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(content.books.map(\.title), ["One", "Two", "Three", "Four", "Five"], "bookInfoID order")
        XCTAssertEqual(content.books.map(\.rating?.value), [4, 4, nil, nil, nil])
        XCTAssertEqual(diagnostics.messages, [
            "warning: Content/books.sqlite: bookInfoID 3 \"Three\": score is a number (9), expected a whole number from 0 to 5; the book is shown as unrated",
            "warning: Content/books.sqlite: bookInfoID 5 \"Five\": score is a string \"four\", expected a whole number from 0 to 5; the book is shown as unrated",
        ])
    }

    func testScoreStoredAsTextInAColumnWithoutIntegerAffinity() throws {
        let site = try FixtureSite()
        try site.writeDatabase("books.db", statements: [
            "CREATE TABLE bookInfo(bookInfoID integer primary key,bookName text,authorName text,score text,introOfAuthor text,contentOfBook text,summary text)",
            "INSERT INTO bookInfo VALUES(1,'One','A','4','','','')",
        ])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.first?.rating?.value, 4)
    }

    func testNullTextColumnsBecomeEmptyAndTheBookIsPublished() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(null,null,null,null,null,null,null)"])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        var book = Book(title: "", authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "",
            source: SourceLocation(file: "Content/books.sqlite", recordPath: ["bookInfoID 1"]))
        book.stableID = "1"
        XCTAssertEqual(content.books, [book])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("books/1.html").path))
    }

    func testMissingColumnsAreAnErrorNamingThem() throws {
        let site = try FixtureSite()
        try site.writeDatabase("books.sqlite", statements: ["CREATE TABLE bookInfo(bookInfoID integer primary key, bookName text)"])
        let (_, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [
            "error: Content/books.sqlite: table bookInfo: is missing columns authorName, score, introOfAuthor, contentOfBook, summary; expected bookInfoID, bookName, authorName, score, introOfAuthor, contentOfBook, summary",
        ])
    }
}
