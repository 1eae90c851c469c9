@testable import FolioCore
import Foundation
import XCTest

/// The README's CI recipe (docs/ci/rebuild.sh), run twice as CI would: a fresh checkout each
/// time, the output, memento and texts coming back from the cache, one memo changed in between.
final class CIRecipeTests: XCTestCase {
    func testTheSecondRunReusesTheRestoredMementoAndWritesOnlyWhatChanged() throws {
        let work = try TemporaryFolder()
        let site = work.child("site"), cache = work.child("cache")
        func writeMemos(_ detail: String) throws {
            let memos: [String: [[String: Any]]] = ["qq": (1...5).map { ["title": "Memo \($0)", "createTime": "2026/01/0\($0) 10:00", "detail": $0 == 3 ? detail : "Text \($0)"] }]
            try work.write(try PropertyListSerialization.data(fromPropertyList: memos, format: .xml, options: 0), to: "site/Content/memos.plist")
        }
        func runRecipe() throws -> Int32 {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = [TestPaths.repositoryRoot.appendingPathComponent("docs/ci/rebuild.sh").path]
            process.environment = ["PATH": "/usr/bin:/bin", "SITE": site.path, "CACHE": cache.path,
                                   "FOLIO": TestPaths.folioExecutable.path, "SOURCE_DATE_EPOCH": "1795000000"]
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus
        }
        let fileManager = FileManager.default
        try writeMemos("The first text")
        XCTAssertEqual(try runRecipe(), 0)
        XCTAssertTrue(fileManager.fileExists(atPath: cache.appendingPathComponent(".Output.folio-memento").path))
        XCTAssertTrue(fileManager.fileExists(atPath: cache.appendingPathComponent(".Output.folio-texts").path))
        // Mark every cached file as old, to tell the files carried over from those written anew.
        let old = Date(timeIntervalSince1970: 946_684_800)
        let cached = try FileTree(cache.appendingPathComponent("Output"))
        for path in cached.paths {
            try fileManager.setAttributes([.modificationDate: old], ofItemAtPath: cache.appendingPathComponent("Output/\(path)").path)
        }
        // A fresh clone: no output, no memento, no texts; one memo changed.
        try fileManager.removeItem(at: site.appendingPathComponent("Output"))
        try fileManager.removeItem(at: site.appendingPathComponent(".Output.folio-memento"))
        try fileManager.removeItem(at: site.appendingPathComponent(".Output.folio-texts"))
        try fileManager.removeItem(at: site.appendingPathComponent("folio-report.json"))
        try writeMemos("The second text")
        XCTAssertEqual(try runRecipe(), 0)

        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: site.appendingPathComponent("folio-report.json")))
        XCTAssertTrue(report.succeeded)
        XCTAssertFalse(report.upToDate)
        let now = try FileTree(site.appendingPathComponent("Output"))
        let changed = now.paths.filter { now.files[$0] != cached.files[$0] }
        let written = try now.paths.filter { path in
            let date = try fileManager.attributesOfItem(atPath: site.appendingPathComponent("Output/\(path)").path)[.modificationDate] as? Date
            return date != old
        }
        XCTAssertEqual(written, changed, "exactly the files whose bytes changed were written")
        XCTAssertEqual(changed, ["index.html", "notes/qq/index.html", "notes/qq/memo-3.html", "search/0.js"], "the memo, the lists with its summary, the index")
        XCTAssertGreaterThan(now.paths.count, 15)
    }

    func testTheREADMEShowsTheRecipeAsItIs() throws {
        let recipe = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/ci/rebuild.sh"), encoding: .utf8)
        let readme = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```sh\n" + recipe + "```"), "the README's copy of docs/ci/rebuild.sh is out of date")
    }
}
