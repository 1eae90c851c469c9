@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Every build renders everything; only the files whose bytes changed are written, those no
/// longer made are removed, and the rest keep their inode and modification time. Nothing but the
/// output is left beside it.
final class OutputUpdateTests: XCTestCase {
    func memos(_ details: [String]) -> [String: [[String: Any]]] {
        ["qq": details.enumerated().map { ["title": "Memo \($0.offset)", "createTime": "2026/01/0\($0.offset + 1) 10:00", "detail": $0.element] }]
    }

    func build(_ site: FixtureSite, now: String = "2026-11-21T09:30") -> BuildResult {
        let now = LocalDateTime(isoText: now)!.instant(in: TimeZone(identifier: "UTC")!)
        return SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: now))
    }

    func changedFiles(_ before: FileTree, _ after: FileTree) -> Set<String> {
        Set(after.paths.filter { before.files[$0] != after.files[$0] })
    }

    /// What lies in the site folder beside the output (and its data and settings).
    func besideOutput(_ site: FixtureSite) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: site.url.path).filter { !["Content", "Output", "folio.yml"].contains($0) }.sorted()
    }

    func testNothingChangedWritesNothingAndSaysTheWarningsAgain() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "a"], ["createTime": "2026/01/02 10:00", "detail": " "]]])
        XCTAssertTrue(build(site).succeeded)
        let stamps = try FileTree.stamps(site.output)
        let again = build(site)
        XCTAssertTrue(again.succeeded)
        XCTAssertEqual([again.filesWritten, again.filesRemoved], [0, 0])
        XCTAssertEqual(again.diagnostics.messages, ["warning[load content]: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published"])
        XCTAssertEqual(try FileTree.stamps(site.output), stamps)
        XCTAssertEqual(try besideOutput(site), [])
    }

    func testOneChangedDetailRewritesOnlyTheFilesWhoseBytesChange() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two", "three"]))
        XCTAssertTrue(build(site).succeeded)
        let before = try FileTree(site.output), stampsBefore = try FileTree.stamps(site.output)
        try site.writeMemos(memos(["one", "two, edited", "three"]))
        let result = build(site)
        XCTAssertTrue(result.succeeded)
        let after = try FileTree(site.output), stampsAfter = try FileTree.stamps(site.output)
        let rewritten = Set(stampsAfter.keys.filter { stampsAfter[$0] != stampsBefore[$0] })
        let changed: Set = ["notes/qq/2.html", "search/index.js", "search/records/0.js", "search/terms/0.js", "notes/qq/index.html", "index.html"]
        XCTAssertEqual(changedFiles(before, after), changed, "the memo, the lists that show its summary, and the search index")
        XCTAssertEqual(rewritten, changed, "every other file keeps its inode and its time")
        XCTAssertEqual([result.filesWritten, result.filesRemoved], [6, 0])
        XCTAssertEqual(after, try fullBuild(of: site))
        XCTAssertEqual(try besideOutput(site), [])
    }

    /// The memo app keeps no ids: its memos are named by their place in the array, so the page
    /// of the last place goes, and the memos after the deleted one move up a place.
    func testADeletedMemosPageDisappears() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two", "three"]))
        XCTAssertTrue(build(site).succeeded)
        let before = try FileTree(site.output), stampsBefore = try FileTree.stamps(site.output)
        try site.writeMemos(["qq": [["title": "Memo 0", "createTime": "2026/01/01 10:00", "detail": "one"],
                                    ["title": "Memo 2", "createTime": "2026/01/03 10:00", "detail": "three"]]])
        let result = build(site)
        XCTAssertTrue(result.succeeded)
        let after = try FileTree(site.output), stampsAfter = try FileTree.stamps(site.output)
        XCTAssertFalse(after.paths.contains("notes/qq/3.html"))
        let changed = changedFiles(before, after)
        XCTAssertEqual(changed, ["index.html", "notes/qq/1.html", "notes/qq/2.html", "notes/qq/index.html", "search/index.js", "search/records/0.js", "search/terms/0.js"])
        XCTAssertEqual(Set(after.paths.filter { stampsAfter[$0] != stampsBefore[$0] }), changed)
        XCTAssertEqual([result.filesWritten, result.filesRemoved], [7, 1])
        XCTAssertEqual(after, try fullBuild(of: site))
    }

    /// A folder of pages that is no longer made goes with its last file; a page that takes the
    /// place of a folder, or a folder that takes the place of a file, is written.
    func testFoldersComeAndGoWithTheirFiles() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "A", "createTime": "2026/01/01 10:00", "detail": "a"]], "old": [["title": "B", "createTime": "2026/01/02 10:00", "detail": "b"]]])
        XCTAssertTrue(build(site).succeeded)
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("notes/old/1.html").path))
        let fileManager = FileManager.default
        try fileManager.removeItem(at: site.output.appendingPathComponent("notes/qq/1.html"))
        try site.folder.write(Data("x".utf8), to: "Output/notes/qq/1.html/x")
        try fileManager.removeItem(at: site.output.appendingPathComponent("search"))
        try site.folder.write(Data("a file".utf8), to: "Output/search")
        try site.writeMemos(["qq": [["title": "A", "createTime": "2026/01/01 10:00", "detail": "a"]]])
        let result = build(site)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics.messages)")
        XCTAssertFalse(fileManager.fileExists(atPath: site.output.appendingPathComponent("notes/old").path))
        XCTAssertEqual(try FileTree(site.output), try fullBuild(of: site))
    }

    /// The clock moves the lists' "N hours ago" only: a later build writes the lists whose text changed.
    func testMovingNowWritesOnlyTheListsWhoseTimesChange() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "Recent", "createTime": "2026/11/21 08:00", "detail": "x"]]])
        XCTAssertTrue(build(site, now: "2026-11-21T09:30").succeeded)
        XCTAssertEqual(build(site, now: "2026-11-22T07:59").filesWritten, 0, "still under 24 hours old")
        let before = try FileTree(site.output)
        let later = build(site, now: "2026-11-22T08:00")
        XCTAssertEqual(changedFiles(before, try FileTree(site.output)), ["index.html", "notes/qq/index.html"], "the lists that show its time")
        XCTAssertEqual(later.filesWritten, 2)
    }

    /// A build killed part way leaves its staging folder and lock; the next build removes both.
    func testTheNextBuildCleansUpAfterAKilledOne() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one"]))
        XCTAssertTrue(build(site).succeeded)
        try site.folder.write(Data("half".utf8), to: ".Output.folio-staging/site/notes/qq/1.html")
        try Data().write(to: site.folder.child(".Output.folio-lock"))
        let stamps = try FileTree.stamps(site.output)
        XCTAssertEqual(build(site).filesWritten, 0)
        XCTAssertEqual(try FileTree.stamps(site.output), stamps)
        XCTAssertEqual(try besideOutput(site), [])
    }

    /// The same site built from nothing into another folder.
    func fullBuild(of site: FixtureSite) throws -> FileTree {
        let other = try TemporaryFolder()
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: other.child("out"), now: FixtureSite.now))
        XCTAssertTrue(result.succeeded)
        return try FileTree(other.child("out"))
    }
}
