@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The CI recipe (docs/ci/rebuild.sh), run twice as CI would, each time on a fresh checkout of
/// the site: the first run compiles folio (here a stand-in checkout whose `make release` copies
/// the folio under test and counts its runs) and keeps it in the cache; the second takes it from
/// there and builds the same site, byte for byte.
final class CIRecipeTests: XCTestCase {
    func testTheSecondRunReusesTheCompiledFolioAndBuildsTheSameSite() throws {
        let work = try TemporaryFolder()
        let cache = work.child("cache"), source = work.child("folio")
        let memos: [String: [[String: Any]]] = ["qq": (1...5).map { ["title": "Memo \($0)", "createTime": "2026/01/0\($0) 10:00", "detail": "Text \($0)"] }]
        let plist = try PropertyListSerialization.data(fromPropertyList: memos, format: .xml, options: 0)
        // A checkout of Folio whose release build is the executable under test.
        try work.write("""
            release:
            \techo compiled >> ../compiled.log
            \tmkdir -p .build/release && cp \(TestPaths.folioExecutable.path) .build/release/folio

            """, to: "folio/Makefile")
        for arguments in [["init", "-q"], ["-c", "user.email=ci@example.org", "-c", "user.name=CI", "commit", "-q", "--allow-empty", "-m", "Folio"]] {
            XCTAssertEqual(try run("/usr/bin/git", ["-C", source.path] + arguments), 0)
        }
        func runRecipe(checkout: String) throws -> Int32 {
            let site = work.child(checkout)
            try work.write(plist, to: "\(checkout)/Content/memos.plist")
            return try run("/bin/sh", [TestPaths.repositoryRoot.appendingPathComponent("docs/ci/rebuild.sh").path], environment: [
                "PATH": "/usr/bin:/bin", "SITE": site.path, "CACHE": cache.path, "FOLIO_SOURCE": source.path, "SOURCE_DATE_EPOCH": "1795000000",
            ])
        }
        XCTAssertEqual(try runRecipe(checkout: "first"), 0)
        XCTAssertEqual(try runRecipe(checkout: "second"), 0)
        XCTAssertEqual(try String(contentsOf: work.child("compiled.log"), encoding: .utf8), "compiled\n", "compiled once")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cache.path).filter { !$0.hasPrefix("folio-") }, [], "nothing but the executable kept")
        let first = try FileTree(work.child("first/Output")), second = try FileTree(work.child("second/Output"))
        XCTAssertEqual(first, second)
        XCTAssertGreaterThan(second.paths.count, 15)
        let report = try JSONDecoder().decode(BuildReport.self, from: Data(contentsOf: work.child("second/folio-report.json")))
        XCTAssertTrue(report.succeeded)
    }

    func testTheCIGuideShowsTheRecipeAsItIs() throws {
        let recipe = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/ci/rebuild.sh"), encoding: .utf8)
        let guide = try String(contentsOf: TestPaths.repositoryRoot.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        XCTAssertTrue(guide.contains("```sh\n" + recipe + "```"), "docs/ci.md's copy of docs/ci/rebuild.sh is out of date")
    }

    private func run(_ executable: String, _ arguments: [String], environment: [String: String]? = nil) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let environment { process.environment = environment }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
