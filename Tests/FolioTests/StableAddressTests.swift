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

/// A memo's or book's page is named by its id in its store, so editing its title moves no page:
/// each store is built, a title edited in it, and built again, with the same pages.
final class StableAddressTests: XCTestCase {
    /// The pages under `folder` after a build that succeeds with `expected` problems.
    func pages(_ site: FixtureSite, under folder: String, problems expected: [String] = [],
               file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
        let result = site.build()
        XCTAssertTrue(result.succeeded, file: file, line: line)
        XCTAssertEqual(result.diagnostics.messages, expected, file: file, line: line)
        return try FileTree(site.output).paths.filter { $0.hasPrefix(folder) }
    }

    /// The titles of every book, or of every memo, as the last build loaded them.
    func titles(_ site: FixtureSite) -> [String] {
        let content = site.load().content
        return content.books.map(\.title) + content.notebooks.flatMap { $0.notes.map(\.title) }
    }

    func testMemoPlistPagesAreTheirPlacesInTheirAccount() throws {
        let site = try FixtureSite()
        func write(firstTitle: String) throws {
            try site.writeMemos(["qq": [["title": firstTitle, "createTime": "2026/01/01 10:00", "detail": "one"],
                                        ["title": "Second", "createTime": "2026/01/02 10:00", "detail": "two"]]])
        }
        try write(firstTitle: "First")
        let before = try pages(site, under: "notes/")
        XCTAssertEqual(before, ["notes/qq/1.html", "notes/qq/2.html", "notes/qq/index.html"])
        try write(firstTitle: "First, renamed")
        XCTAssertEqual(try pages(site, under: "notes/"), before)
        XCTAssertEqual(titles(site), ["First, renamed", "Second"])
    }

    func testMemoTablePagesAreTheirMemoInfoIDs() throws {
        let site = try FixtureSite()
        try site.writeDatabase("memos.sqlite", statements: [
            "CREATE TABLE memoInfo(memoInfoID integer primary key, accountName text, title text, createTime text, detail text)",
            "INSERT INTO memoInfo VALUES (5, 'qq', 'Five', '2026/01/01 10:00', 'five'), (9, 'qq', 'Nine', '2026/01/02 10:00', 'nine')",
        ])
        let before = try pages(site, under: "notes/")
        XCTAssertEqual(before, ["notes/qq/5.html", "notes/qq/9.html", "notes/qq/index.html"])
        try site.writeDatabase("memos.sqlite", statements: ["UPDATE memoInfo SET title = 'Five, renamed' WHERE memoInfoID = 5"])
        XCTAssertEqual(try pages(site, under: "notes/"), before)
        XCTAssertEqual(titles(site), ["Five, renamed", "Nine"])
    }

    func testBookTablePagesAreTheirBookInfoIDs() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES (3, 'Dune', 'Frank Herbert', 5, '', '', ''), (7, 'Emma', 'Jane Austen', 4, '', '', '')"])
        let before = try pages(site, under: "books/")
        XCTAssertEqual(before, ["books/3.html", "books/7.html", "books/index.html"])
        try site.writeDatabase("books.sqlite", statements: ["UPDATE bookInfo SET bookName = 'Dune Messiah' WHERE bookInfoID = 3"])
        XCTAssertEqual(try pages(site, under: "books/"), before)
        XCTAssertEqual(titles(site), ["Dune Messiah", "Emma"])
    }

    func testBookPlistPagesAreTheirBookInfoIDsOrTheirPlaces() throws {
        let site = try FixtureSite()
        func write(firstTitle: String) throws {
            let books: [[String: Any]] = [["bookInfoID": 12, "bookName": firstTitle, "authorName": "Frank Herbert"],
                                          ["bookName": "Emma", "authorName": "Jane Austen"]]
            try site.folder.write(try PropertyListSerialization.data(fromPropertyList: books, format: .xml, options: 0), to: "Content/books.plist")
        }
        try write(firstTitle: "Dune")
        let before = try pages(site, under: "books/")
        XCTAssertEqual(before, ["books/12.html", "books/book-2.html", "books/index.html"], "without a bookInfoID, its place in the array")
        try write(firstTitle: "Dune Messiah")
        XCTAssertEqual(try pages(site, under: "books/"), before)
        XCTAssertEqual(titles(site), ["Dune Messiah", "Emma"])
    }

    static let calibreTables = """
    CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, uuid TEXT, timestamp TEXT, pubdate TEXT, series_index REAL, path TEXT, has_cover BOOL);
    CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT);
    CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER);
    INSERT INTO authors VALUES (1, 'Ursula K. Le Guin');
    INSERT INTO books_authors_link VALUES (1, 1, 1), (2, 2, 1);
    """

    func testCalibrePagesAreTheirUUIDs() throws {
        let site = try FixtureSite()
        try site.writeDatabase("calibre/metadata.db", statements: [Self.calibreTables, """
            INSERT INTO books VALUES (1, 'The Dispossessed', '0b3f8c2e-5d4a-4e1b-9c7d-2a6f1e0d9b8c', NULL, NULL, 1, 'a', 0),
                                     (2, 'The Lathe of Heaven', '7e2d1c0b-9a8f-4e6d-8c5b-4a3f2e1d0c9b', NULL, NULL, 1, 'b', 0)
            """])
        let before = try pages(site, under: "books/")
        XCTAssertEqual(before, ["books/0b3f8c2e-5d4a-4e1b-9c7d-2a6f1e0d9b8c.html", "books/7e2d1c0b-9a8f-4e6d-8c5b-4a3f2e1d0c9b.html", "books/index.html"])
        try site.writeDatabase("calibre/metadata.db", statements: ["UPDATE books SET title = 'The Dispossessed: An Ambiguous Utopia' WHERE id = 1"])
        XCTAssertEqual(try pages(site, under: "books/"), before)
        XCTAssertEqual(titles(site), ["The Dispossessed: An Ambiguous Utopia", "The Lathe of Heaven"])
    }

    /// Two real books of one title, told apart only by their md5; the first has none (NULL), and
    /// is named by its row.
    func testKOReaderPagesAreTheirMD5s() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: try TestPaths.real("koreader/statistics-kompanion.sqlite3")), to: "Content/statistics.sqlite3")
        let warning = "warning[load content]: Content/statistics.sqlite3: book 1: md5 is missing, so its page is named \"koreader-1\" after its row; "
            + "it keeps that address while the row keeps its number"
        let before = try pages(site, under: "books/", problems: [warning])
        XCTAssertEqual(before, ["books/5ee88058c4346a122c4ccf80e36b1dc8.html", "books/index.html", "books/koreader-1.html"])
        try site.writeDatabase("statistics.sqlite3", statements: ["UPDATE book SET title = 'Crime and Punishment (Oxford)'"])
        XCTAssertEqual(try pages(site, under: "books/", problems: [warning]), before)
        XCTAssertEqual(titles(site), ["Crime and Punishment (Oxford)", "Crime and Punishment (Oxford)"])
    }

    func testAppleBooksPagesAreTheirAssetIDs() throws {
        let site = try FixtureSite()
        let sql = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("apple-books/BKLibrary.sql"), encoding: .utf8)
        try site.writeDatabase("BKLibrary-1.sqlite", statements: [sql])
        let warnings = [
            "warning[load content]: Content/BKLibrary-1.sqlite: asset 4: has no ZASSETID; it is left out",
            "warning[load content]: Content/BKLibrary-1.sqlite: asset 5: ZDATEFINISHED is a string \"yesterday\", expected seconds since 2001-01-01 within the years 1 to 9999; it is left out",
        ]
        let before = try pages(site, under: "books/", problems: warnings)
        XCTAssertEqual(before, ["books/9780140449136.html", "books/A1B2C3.html", "books/B5.html", "books/UNREAD1.html", "books/index.html"])
        try site.writeDatabase("BKLibrary-1.sqlite", statements: ["UPDATE ZBKLIBRARYASSET SET ZTITLE = 'Unopened, still' WHERE ZASSETID = 'UNREAD1'"])
        XCTAssertEqual(try pages(site, under: "books/", problems: warnings), before)
        XCTAssertEqual(titles(site), ["The Left Hand of Darkness", "罪与罚", "Unopened, still", "Odd date"])
    }

    func testAppleNotesPagesAreTheirIdentifiers() throws {
        let site = try FixtureSite()
        let fixtures = TestPaths.fixtures.appendingPathComponent("apple-notes")
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [try String(contentsOf: fixtures.appendingPathComponent("NoteStore.sql"), encoding: .utf8)])
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Accounts"), to: site.folder.child("Content/Notes/Accounts"))
        let before = try pages(site, under: "notes/")
        XCTAssertEqual(before, [
            "notes/notes-recipes/4C1D3B2A-0000-4000-8000-000000000013.html", "notes/notes-recipes/index.html",
            "notes/notes/4C1D3B2A-0000-4000-8000-000000000010.html", "notes/notes/4C1D3B2A-0000-4000-8000-000000000011.html",
            "notes/notes/4C1D3B2A-0000-4000-8000-000000000012.html", "notes/notes/4C1D3B2A-0000-4000-8000-000000000014.html",
            "notes/notes/4C1D3B2A-0000-4000-8000-000000000015.html", "notes/notes/4C1D3B2A-0000-4000-8000-000000000018.html",
            "notes/notes/index.html",
        ])
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: ["UPDATE ZICCLOUDSYNCINGOBJECT SET ZTITLE1 = 'Styles of paragraphs' WHERE Z_PK = 10"])
        XCTAssertEqual(try pages(site, under: "notes/"), before)
        XCTAssertEqual(titles(site), ["Styles of paragraphs", "Font styles", "Lists", "京都旅行 🍵", "Trip photos", "Travel plans", "Shopping"])
    }

    func testBearPagesAreTheirUniqueIdentifiers() throws {
        let site = try FixtureSite()
        try site.writeDatabase("bear.sqlite", statements: [
            "CREATE TABLE ZSFNOTE (Z_PK INTEGER PRIMARY KEY, ZUNIQUEIDENTIFIER VARCHAR, ZTITLE VARCHAR, ZTEXT VARCHAR, ZCREATIONDATE TIMESTAMP)",
            "CREATE TABLE ZSFNOTETAG (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR)",
            "INSERT INTO ZSFNOTE VALUES (1, '9F1C3A2B-7D4E-4F5A-8B6C-0D1E2F3A4B5C-3116-0000012F7F4A6B1D', 'Garden', 'Roses', 785000000)",
            "INSERT INTO ZSFNOTE VALUES (2, 'A0B1C2D3-E4F5-4A6B-8C7D-8E9FA0B1C2D3', 'Kitchen', 'Knives', 785000100)",
        ])
        let before = try pages(site, under: "notes/")
        XCTAssertEqual(before, ["notes/bear/9F1C3A2B-7D4E-4F5A-8B6C-0D1E2F3A4B5C-3116-0000012F7F4A6B1D.html",
                                "notes/bear/A0B1C2D3-E4F5-4A6B-8C7D-8E9FA0B1C2D3.html", "notes/bear/index.html"])
        try site.writeDatabase("bear.sqlite", statements: ["UPDATE ZSFNOTE SET ZTITLE = 'Garden in spring' WHERE Z_PK = 1"])
        XCTAssertEqual(try pages(site, under: "notes/"), before)
        XCTAssertEqual(titles(site), ["Garden in spring", "Kitchen"])
    }

    /// Joplin's real welcome notes, one renamed.
    func testJoplinPagesAreTheirIDs() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: try TestPaths.real("joplin/database.sqlite")), to: "Content/joplin/database.sqlite")
        try FileManager.default.copyItem(at: try TestPaths.real("joplin/resources"), to: site.folder.child("Content/joplin/resources"))
        let ids = try DatabaseQueue(path: site.folder.child("Content/joplin/database.sqlite").path).read { db in
            try String.fetchAll(db, sql: "SELECT id FROM notes")
        }
        XCTAssertEqual(ids.count, 5)
        let before = try pages(site, under: "notes/")
        XCTAssertEqual(before, (ids.map { "notes/welcome/\($0).html" } + ["notes/welcome/index.html"]).sorted())
        try site.writeDatabase("joplin/database.sqlite", statements: ["UPDATE notes SET title = 'Renamed' WHERE id = '\(ids[0])'"])
        XCTAssertEqual(try pages(site, under: "notes/"), before)
        XCTAssertEqual(titles(site).filter { $0 == "Renamed" }, ["Renamed"])
    }
}
