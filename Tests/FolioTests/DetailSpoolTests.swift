@testable import FolioCore
import FolioMarkdown
import Foundation
import XCTest

/// Memo details while a build loads: kept in memory up to a budget, moved to the build's spool
/// past it, and let go of by the sources once the content holds them.
final class DetailSpoolTests: XCTestCase {
    /// Loading with a detail store moves every memo's detail there as soon as its file is read;
    /// the memos read and render as they do from memory.
    func testLoadedDetailsMoveToTheStore() throws {
        let site = try FixtureSite()
        let details = ["# Plans\n\nfirst #swift", "no title line, 中文", "Review\n\nof [[Plans]]"]
        try site.writeMemos(["work": details.enumerated().map { ["createTime": "2026/01/0\($0.offset + 1) 10:00", "detail": $0.element] }])
        try site.writeMemos(["home": [["title": "Garden", "createTime": "2026/01/09 10:00", "detail": "roses"]]], to: "more.plist")
        var diagnostics = Diagnostics()
        let files = ContentDiscovery(siteFolder: site.url).dataFiles(diagnostics: &diagnostics)
        let inMemory = ContentLoader().loadAll(files, diagnostics: &diagnostics)
        let store = try TextStore.spool(at: site.folder.child("spool"))
        let moved = ContentLoader().loadAll(files, diagnostics: &diagnostics, detailStore: store)
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(moved.content, inMemory.content)
        XCTAssertEqual(moved.content.accounts.flatMap(\.memos).map(\.detail), ["roses"] + details)
        XCTAssertEqual(store.size, Int64((details + ["roses"]).reduce(0) { $0 + $1.utf8.count }))
        let (rendered, expected) = (SiteModel.build(moved.content, store: store), SiteModel.build(inMemory.content))
        XCTAssertEqual(rendered.memoTexts.flatMap { $0 }.map(\.html), expected.memoTexts.flatMap { $0 }.map(\.html))
        XCTAssertEqual(rendered.tags.tagsOfMemos, expected.tags.tagsOfMemos)
    }

    /// Details stay in memory while they fit in `detailsInMemory` bytes with those already held;
    /// a file whose details do not fit moves them to the store (a later, smaller one may fit).
    func testDetailsMoveOnceABudgetOfThemIsHeld() throws {
        let site = try FixtureSite()
        let work = ["# Plans\n\nfirst #swift", "no title line, 中文"]
        try site.writeMemos(["work": work.enumerated().map { ["createTime": "2026/01/0\($0.offset + 1) 10:00", "detail": $0.element] }])
        try site.writeMemos(["home": [["title": "Garden", "createTime": "2026/01/09 10:00", "detail": "roses"]]], to: "more.plist")
        var diagnostics = Diagnostics()
        let files = ContentDiscovery(siteFolder: site.url).dataFiles(diagnostics: &diagnostics)
        XCTAssertEqual(files.map(\.displayPath), ["Content/memos.plist", "Content/more.plist"])
        let held = work.reduce(0) { $0 + $1.utf8.count }
        for (budget, moved) in [(held, ["roses"]), (held - 1, work), (held + 5, [])] {
            let store = try TextStore.spool(at: site.folder.child("spool-\(budget)"))
            let loaded = ContentLoader().loadAll(files, diagnostics: &diagnostics, detailStore: store, detailsInMemory: budget)
            XCTAssertEqual(loaded.content.accounts.flatMap(\.memos).map(\.detail), ["roses"] + work)
            XCTAssertEqual(store.size, Int64(moved.reduce(0) { $0 + $1.utf8.count }), "budget \(budget)")
        }
        XCTAssertEqual(diagnostics.messages, [])
    }

    /// A build that keeps no files for the next lets the sources go of their memos once the
    /// content holds them; each source still counts its own.
    func testSourcesLetGoOfMemosTheContentHolds() throws {
        let site = try FixtureSite()
        try site.writeMemos(["work": [["createTime": "2026/01/01 10:00", "detail": "one"], ["createTime": "2026/01/02 10:00", "detail": "two"]]])
        try site.writeMemos(["work": [["createTime": "2026/01/03 10:00", "detail": "three"]]], to: "more.plist")
        var diagnostics = Diagnostics()
        let files = ContentDiscovery(siteFolder: site.url).dataFiles(diagnostics: &diagnostics)
        let kept = ContentLoader().loadAll(files, diagnostics: &diagnostics)
        let letGo = ContentLoader().loadAll(files, diagnostics: &diagnostics, keepMemos: false)
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(letGo.content, kept.content)
        XCTAssertEqual(letGo.sources.map(\.memoCount), [2, 1])
        XCTAssertEqual(kept.sources.map(\.memoCount), [2, 1])
        XCTAssertEqual(letGo.sources.map(\.accounts.count), [0, 0])
        XCTAssertEqual(kept.sources.map(\.accounts.count), [1, 1])
    }
}
