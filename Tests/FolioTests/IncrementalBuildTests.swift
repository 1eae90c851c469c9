@testable import FolioCore
import Foundation
import XCTest

/// The memento beside the output lets a rebuild skip what did not change.
final class IncrementalBuildTests: XCTestCase {

    func memos(_ details: [String]) -> [String: [[String: Any]]] {
        ["qq": details.enumerated().map { ["title": "Memo \($0.offset)", "createTime": "2026/01/0\($0.offset + 1) 10:00", "detail": $0.element] }]
    }

    func build(_ site: FixtureSite, now: String = "2026-11-21T09:30", useCache: Bool = true) -> BuildResult {
        let now = LocalDateTime(isoText: now)!.instant(in: TimeZone(identifier: "UTC")!)
        return SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: now, useCache: useCache))
    }

    func changedFiles(_ before: FileTree, _ after: FileTree) -> Set<String> {
        Set(after.paths.filter { before.files[$0] != after.files[$0] })
    }

    func testNothingChangedWritesNothingAndRepeatsWarnings() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "a"], ["createTime": "2026/01/02 10:00", "detail": " "]]])
        XCTAssertFalse(build(site).upToDate)
        let inodesBefore = try FileTree.inodes(site.output)
        let again = build(site)
        XCTAssertTrue(again.succeeded)
        XCTAssertTrue(again.upToDate)
        XCTAssertEqual(again.timings.map(\.name), ["check output folder", "find content", "check memento"])
        XCTAssertEqual(again.diagnostics.messages, ["warning[load content]: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published"])
        XCTAssertEqual(try FileTree.inodes(site.output), inodesBefore)
    }

    func testOneChangedDetailRewritesOnlyTheFilesWhoseBytesChange() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two", "three"]))
        XCTAssertTrue(build(site).succeeded)
        let before = try FileTree(site.output), inodesBefore = try FileTree.inodes(site.output)
        try site.writeMemos(memos(["one", "two, edited", "three"]))
        let result = build(site)
        XCTAssertTrue(result.succeeded)
        XCTAssertFalse(result.upToDate)
        let after = try FileTree(site.output), inodesAfter = try FileTree.inodes(site.output)
        let rewritten = Set(inodesAfter.keys.filter { inodesAfter[$0] != inodesBefore[$0] })
        let changed: Set = ["notes/qq/memo-1.html", "search/0.js", "notes/qq/index.html", "index.html"]
        XCTAssertEqual(Set(changedFiles(before, after)), changed, "the memo, and the lists that show its summary")
        XCTAssertEqual(rewritten, changed, "every other file keeps its inode, so its bytes and time")
        XCTAssertEqual(try FileTree(site.output), try fullBuild(of: site))
    }

    func testADeletedMemosPageDisappears() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two", "three"]))
        XCTAssertTrue(build(site).succeeded)
        let before = try FileTree(site.output), inodesBefore = try FileTree.inodes(site.output)
        try site.writeMemos(["qq": [["title": "Memo 0", "createTime": "2026/01/01 10:00", "detail": "one"],
                                    ["title": "Memo 2", "createTime": "2026/01/03 10:00", "detail": "three"]]])
        XCTAssertTrue(build(site).succeeded)
        let after = try FileTree(site.output), inodesAfter = try FileTree.inodes(site.output)
        XCTAssertFalse(after.paths.contains("notes/qq/memo-1.html"))
        let changed = changedFiles(before, after)
        XCTAssertEqual(changed, ["index.html", "notes/qq/index.html", "notes/qq/memo-0.html", "notes/qq/memo-2.html", "search/0.js"])
        XCTAssertEqual(Set(after.paths.filter { inodesAfter[$0] != inodesBefore[$0] }), changed)
        XCTAssertEqual(after, try fullBuild(of: site))
    }

    func testMissingCorruptOrOlderMementosFallBackToAFullBuild() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two"]))
        XCTAssertTrue(build(site).succeeded)
        let memento = site.folder.child(".Output.folio-memento")
        let reference = try FileTree(site.output)
        let saved = try String(contentsOf: memento, encoding: .utf8)
        let older = saved.replacingOccurrences(of: "\"folioVersion\":\"\(Folio.version)\"", with: "\"folioVersion\":\"0.0.1\"")
        let cutShort = String(saved.dropLast(20))
        let lineLost = saved.split(separator: "\n", omittingEmptySubsequences: false).dropLast(2).joined(separator: "\n") + "\n"
        for damage in ["", "{not json", older, cutShort, lineLost, saved + "1\t0123456789abcdef\tmore.html\n"] {
            try damage.write(to: memento, atomically: true, encoding: .utf8)
            let inodesBefore = try FileTree.inodes(site.output)
            let result = build(site)
            XCTAssertTrue(result.succeeded)
            XCTAssertFalse(result.upToDate, damage)
            XCTAssertEqual(try FileTree(site.output), reference)
            let inodesAfter = try FileTree.inodes(site.output)
            XCTAssertTrue(inodesAfter.keys.filter { $0 != ".folio-build" }.allSatisfy { inodesAfter[$0] != inodesBefore[$0] },
                          "every file written anew (but the marker, whose text never changes)")
        }
        try FileManager.default.removeItem(at: memento)
        XCTAssertFalse(build(site).upToDate)
        XCTAssertEqual(try FileTree(site.output), reference)
    }

    /// A Folio whose default theme changed (a developer's build of the same version) renders
    /// again, keeping the files whose bytes did not change.
    func testAnotherDefaultThemeIsNotUpToDate() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one", "two"]))
        XCTAssertTrue(build(site).succeeded)
        let memento = site.folder.child(".Output.folio-memento")
        let text = try String(contentsOf: memento, encoding: .utf8)
        let theme = "\"hash\":\"\(DefaultTheme.fingerprint.hash)\""
        XCTAssertTrue(text.contains(theme))
        try text.replacingOccurrences(of: theme, with: "\"hash\":\"0000000000000000\"").write(to: memento, atomically: true, encoding: .utf8)
        let inodesBefore = try FileTree.inodes(site.output)
        let result = build(site)
        XCTAssertFalse(result.upToDate)
        XCTAssertEqual(try FileTree.inodes(site.output), inodesBefore, "the same theme's bytes: nothing rewritten")
        XCTAssertTrue(build(site).upToDate)
    }

    func testNoCacheRendersAndWritesEverything() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos(["one"]))
        XCTAssertTrue(build(site).succeeded)
        let reference = try FileTree(site.output), inodesBefore = try FileTree.inodes(site.output)
        let result = build(site, useCache: false)
        XCTAssertFalse(result.upToDate)
        XCTAssertEqual(try FileTree(site.output), reference)
        let inodesAfter = try FileTree.inodes(site.output)
        XCTAssertTrue(inodesAfter.keys.filter { $0 != ".folio-build" }.allSatisfy { inodesAfter[$0] != inodesBefore[$0] })
    }

    func testMovingNowRebuildsOnlyWhenAListTimeWouldChange() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "Recent", "createTime": "2026/11/21 08:00", "detail": "x"]]])
        XCTAssertTrue(build(site, now: "2026-11-21T09:30").succeeded)
        XCTAssertTrue(build(site, now: "2026-11-22T07:59").upToDate, "still under 24 hours old")
        let before = try FileTree(site.output)
        let later = build(site, now: "2026-11-22T08:00")
        XCTAssertFalse(later.upToDate)
        XCTAssertEqual(changedFiles(before, try FileTree(site.output)), ["index.html", "notes/qq/index.html"], "the lists that show its time")
    }

    /// The same site built from nothing into another folder.
    func fullBuild(of site: FixtureSite) throws -> FileTree {
        let other = try TemporaryFolder()
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: other.child("out"), now: FixtureSite.now, useCache: false))
        XCTAssertTrue(result.succeeded)
        return try FileTree(other.child("out"))
    }
}
