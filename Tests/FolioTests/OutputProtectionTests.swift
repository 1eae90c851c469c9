@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

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
            // The folder a source lies in holds what the source reads beside it (calibre's book
            // folders, Joplin's resources, the files its records link).
            (elsewhere.child("data/Author"), [SourceConfig(path: outside.path, kind: .memos)],
             "\(elsewhere.child("data/Author").path): lies inside the folder of \(outside.path)"),
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

    /// `--output <library>/<author> --force` with a calibre library under `sources` once deleted a
    /// book folder, its epub and cover with it.
    func testAFolderInsideACalibreLibraryIsRefused() throws {
        let site = try FixtureSite()
        let library = try TemporaryFolder()
        try library.write(try Data(contentsOf: try TestPaths.real("calibre-metadata.db")), to: "metadata.db")
        try library.write(Data("epub".utf8), to: "Author/Book (1)/book.epub")
        var options = BuildOptions(siteFolder: site.url, outputFolder: library.child("Author"), now: FixtureSite.now, force: true)
        options.sources = [SourceConfig(path: library.child("metadata.db").path)]
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.errors.map(\.description), [
            "error[check output folder]: \(library.child("Author").path): lies inside the folder of \(library.child("metadata.db").path), \(advice)",
        ])
        XCTAssertEqual(try Data(contentsOf: library.child("Author/Book (1)/book.epub")), Data("epub".utf8))
    }

    /// A data file kept in the site folder itself protects the file, not the folder: the site's
    /// own output lies there.
    func testADataFileInTheSiteFolderLeavesItsOutputBuildable() throws {
        let site = try FixtureSite()
        try site.folder.write(try PropertyListSerialization.data(fromPropertyList: ["a": [["createTime": "2026/01/01 10:00", "detail": "x"]]], format: .xml, options: 0),
                              to: "memos.plist")
        var options = site.options()
        options.sources = [SourceConfig(path: "memos.plist", kind: .memos)]
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        options.outputFolder = site.folder.child("memos.plist")
        XCTAssertEqual(SiteBuild.run(options).diagnostics.errors.map(\.description), ["error[check output folder]: memos.plist: is memos.plist, \(advice)"])
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
