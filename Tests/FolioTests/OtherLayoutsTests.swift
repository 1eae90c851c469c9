@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Folio's own layouts: memos in a SQLite `memoInfo` table, books in a plist.
final class OtherLayoutsTests: XCTestCase {
    func testMemosFromAMemoInfoTable() throws {
        let site = try FixtureSite()
        try site.writeDatabase("notes.sqlite3", statements: [
            "CREATE TABLE memoInfo(memoInfoID integer primary key, accountName text not null, title text, createTime text, detail text)",
            "INSERT INTO memoInfo VALUES(1,'work','Plan','2026/11/20 09:00','Plan\n\n- one')",
            "INSERT INTO memoInfo VALUES(2,'home',NULL,'2026/11/19 20:00','Shopping list\nmilk')",
            "INSERT INTO memoInfo VALUES(3,'work','Later','2026/11/21 08:00','Later')",
        ])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.notebooks.map(\.name), ["home", "work"])
        XCTAssertEqual(content.notebooks.map { $0.notes.map(\.title) }, [["Shopping list"], ["Plan", "Later"]])
        XCTAssertEqual(content.notebooks[1].notes[1].source.description, "Content/notes.sqlite3: memoInfoID 3")
    }

    func testBooksFromAPlistArray() throws {
        let site = try FixtureSite()
        let books: [[String: Any]] = [
            ["bookInfoID": 7, "bookName": "Seven", "authorName": "G", "score": "4", "summary": "*good*"],
            ["bookName": "Next", "score": 2],
        ]
        try site.folder.write(try PropertyListSerialization.data(fromPropertyList: books, format: .binary, options: 0), to: "Content/reading.plist")
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.books.map(\.title), ["Seven", "Next"])
        XCTAssertEqual(content.books.map(\.stableID), ["7", "book-2"])
        XCTAssertEqual(content.books.map(\.rating?.value), [4, 2])
        XCTAssertEqual(content.books[0].review, .markdown("*good*"))
    }

    func testOneDatabaseMayHoldBothTables() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase("all.db", statements: [
            "INSERT INTO bookInfo VALUES(1,'Book','A',3,'','','')",
            "CREATE TABLE memoInfo(memoInfoID integer primary key, accountName text, title text, createTime text, detail text)",
            "INSERT INTO memoInfo VALUES(1,'a','t','2026/11/20 09:00','body')",
        ])
        let (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(content.noteCount, 1)
        XCTAssertEqual(content.books.count, 1)
    }
}
