@testable import FolioCore
import Foundation
import XCTest

/// An output folder that is, holds or lies inside anything the site reads is refused, `--force`
/// or not: a build replaces its output whole, and that must never take the user's data with it.
final class OutputProtectionTests: XCTestCase {
    private let advice = "which this site reads from; a build replaces its whole output folder, so choose one apart from the site's data and templates"

    func testTheCommandLineThatOnceDeletedContentIsRefused() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "keep me"]]])
        let before = try FileTree(site.folder.child("Content"))
        let run = try CommandLine.folio(["build", "--site", site.url.path, "--output", site.folder.child("Content").path, "--force", "--now", "2026-11-21T09:30"], in: site.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            error[check output folder]: Content: is Content, \(advice)
            Build failed: 1 error, 0 warnings; Content was left as it was.

            """)
        XCTAssertEqual(try FileTree(site.folder.child("Content")), before)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content"], "nothing staged beside it")
    }

    func testEveryInputIsProtectedWhateverItsRelationToTheOutput() throws {
        let site = try FixtureSite()
        let elsewhere = try TemporaryFolder()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        try site.folder.write("{{title}}", to: "Templates/memo.mustache")
        let outside = try elsewhere.write(try Data(contentsOf: site.folder.child("Content/memos.plist")), to: "data/memos.plist")
        let cases: [(output: URL, sources: [SourceConfig]?, expected: String)] = [
            (site.folder.child("Content/out"), nil, "Content/out: lies inside Content"),
            (site.folder.child("Templates"), nil, "Templates: is Templates"),
            (site.url.appendingPathComponent("Content/../Templates/x/y"), nil, "Templates/x/y: lies inside Templates"),
            (elsewhere.url, [SourceConfig(path: outside.path, kind: .memos)], "\(elsewhere.url.path): holds \(outside.path)"),
            (outside, [SourceConfig(path: outside.path, kind: .memos)], "\(outside.path): is \(outside.path)"),
        ]
        for (output, sources, expected) in cases {
            var options = BuildOptions(siteFolder: site.url, outputFolder: output, now: FixtureSite.now, force: true)
            options.sources = sources
            let result = SiteBuild.run(options)
            XCTAssertEqual(result.diagnostics.errors.map(\.description), ["error[check output folder]: \(expected), \(advice)"], output.path)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: outside.path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.folder.child("Templates/memo.mustache").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.folder.child("Content/memos.plist").path))
    }

    func testALinkToContentIsContent() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]])
        try FileManager.default.createSymbolicLink(atPath: site.folder.child("public").path, withDestinationPath: site.folder.child("Content").path)
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.folder.child("public"), now: FixtureSite.now, force: true))
        XCTAssertEqual(result.diagnostics.errors.map(\.description), ["error[check output folder]: public: is Content, \(advice)"])
        XCTAssertTrue(FileManager.default.fileExists(atPath: site.folder.child("Content/memos.plist").path))
    }
}
