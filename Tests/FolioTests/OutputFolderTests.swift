@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The output holds exactly the last successful build; anything else is refused or left alone.
final class OutputFolderTests: XCTestCase {
    func testASuccessfulBuildLeavesExactlyItsOwnFiles() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["title": "Old", "createTime": "2026/01/01 10:00", "detail": "x"]]])
        XCTAssertTrue(site.build().succeeded)
        try site.writeMemos(["b": [["title": "New", "createTime": "2026/01/01 10:00", "detail": "x"]]])
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try FileTree(site.output).paths, [
            ".folio-build", "404.html", "authors/index.html", "books/index.html", "index.html", "notes/b/1.html", "notes/b/index.html",
            "search-text.js", "search.html", "search.js", "search/index.js", "search/records/0.js", "search/terms/0.js", "stats.html", "style.css", "tags/index.html", "time.js"
        ])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content", "Output"],
                       "nothing left beside the output: no staging folder, no lock")
    }

    func testAFailedBuildLeavesThePreviousOutputByteForByte() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        XCTAssertTrue(site.build().succeeded)
        let before = try FileTree(site.output)
        try site.writeMemos(["a": [["createTime": "2026/13/01 10:00", "detail": "x"]]])
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages,
                       ["error[load content]: Content/memos.plist: account \"a\", memo 1: createTime \"2026/13/01 10:00\" is not yyyy/MM/dd HH:mm"])
        XCTAssertEqual(try FileTree(site.output), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content", "Output"],
                       "nothing the failed build began left behind")
    }

    func testAFolderFolioDidNotWriteIsRefusedUnlessForced() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        try site.folder.write("mine", to: "Output/keep.txt")
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[check output folder]: Output: is not empty and was not written by Folio (no .folio-build in it); choose another folder, or pass --force to replace it",
        ])
        XCTAssertEqual(try FileTree(site.output).paths, ["keep.txt"])
        XCTAssertTrue(site.build(force: true).succeeded)
        XCTAssertFalse(try FileTree(site.output).paths.contains("keep.txt"))
    }

    func testTheSiteFolderItselfIsNeverAnOutput() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.url.deletingLastPathComponent(), now: FixtureSite.now, force: true))
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.errors.map(\.reason), ["holds the site folder itself; choose an output folder inside or beside the site"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.folder.child("Content/memos.plist").path))
    }
}
