@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Small neighbouring data files load side by side (`ContentLoader.loadSideBySide`); what they
/// hold and the problems they have come in file order all the same.
final class SideBySideLoadTests: XCTestCase {
    func testFilesLoadedSideBySideTellTheirProblemsInFileOrder() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["title": "A", "createTime": "yesterday", "detail": "a"]]], to: "a.plist")
        try site.writeBookDatabase("b.sqlite", statements: ["INSERT INTO bookInfo VALUES (1, 'Dune', 'Frank Herbert', 9, '', '', '')"])
        try site.writeMemos(["c": [["title": "C", "createTime": "2026/01/01 10:00", "detail": ""]]], to: "c.plist")
        try site.writeMemos(["d": [["title": "D", "createTime": "2026/01/02 10:00", "detail": "d"]]], to: "d.plist")
        try Data("not a plist".utf8).write(to: site.url.appendingPathComponent("Content").appendingPathComponent("e.plist"))
        var found = Diagnostics()
        let files = ContentDiscovery(siteFolder: site.url).dataFiles(diagnostics: &found)
        XCTAssertEqual(files.map(\.displayPath), ["Content/a.plist", "Content/b.sqlite", "Content/c.plist", "Content/d.plist", "Content/e.plist"])
        XCTAssertTrue(ContentLoader.loadSideBySide(files[0], files[1]))
        let expected = [
            "error: Content/a.plist: account \"a\", memo 1: createTime \"yesterday\" is not yyyy/MM/dd HH:mm",
            "warning: Content/b.sqlite: bookInfoID 1 \"Dune\": score is a number (9), expected a whole number from 0 to 5; the book is shown as unrated",
            "warning: Content/c.plist: account \"c\", memo 1: detail is empty; the memo is not published",
            "error: Content/e.plist: not a Folio data file (found neither a property list nor a SQLite database); " + StoreRegistry.standard.expectedShapes,
        ]
        // Whichever thread finishes first, the messages and the content are the same each time.
        for _ in 0..<20 {
            var diagnostics = Diagnostics()
            let loaded = ContentLoader(workers: 2, copies: nil).loadAll(files, diagnostics: &diagnostics)
            XCTAssertEqual(diagnostics.messages, expected)
            XCTAssertEqual(loaded.sources.map(\.file.displayPath), ["Content/a.plist", "Content/b.sqlite", "Content/c.plist", "Content/d.plist"])
            XCTAssertEqual(loaded.content.notebooks.map(\.name), ["a", "c", "d"])
        }
    }

    /// Two files that are together bigger than `sideBySideBytes` load one after the other.
    func testLargeFilesLoadOneAtATime() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": []], to: "a.plist")
        let large = site.url.appendingPathComponent("Content").appendingPathComponent("b.plist")
        XCTAssertTrue(FileManager().createFile(atPath: large.path, contents: nil))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: UInt64(ContentLoader.sideBySideBytes))  // sparse: no bytes written
        try handle.close()
        let small = DataFile(url: site.url.appendingPathComponent("Content").appendingPathComponent("a.plist"), displayPath: "Content/a.plist")
        let big = DataFile(url: large, displayPath: "Content/b.plist")
        XCTAssertFalse(ContentLoader.loadSideBySide(small, big))
        XCTAssertFalse(ContentLoader.loadSideBySide(big, small))
        XCTAssertTrue(ContentLoader.loadSideBySide(small, small))
        XCTAssertFalse(ContentLoader.loadSideBySide(small, DataFile(url: site.url.appendingPathComponent("Content").appendingPathComponent("none.plist"), displayPath: "Content/none.plist")))
    }
}
