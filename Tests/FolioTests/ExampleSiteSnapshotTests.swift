@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The example site in `Content/`, built with a pinned now (and a base URL, so the feed and the
/// sitemap are made too), matches the committed snapshot file for file: a page that changes,
/// appears or disappears fails.
final class ExampleSiteSnapshotTests: XCTestCase {
    func testExampleSiteMatchesSnapshot() throws {
        let output = try TemporaryFolder()
        let options = BuildOptions(
            siteFolder: TestPaths.repositoryRoot, outputFolder: output.child("site"), now: FixtureSite.now,
            baseURL: "https://example.org/folio/")
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertTrue(result.succeeded)
        try FileTree(output.child("site")).assertMatchesSnapshot("example-site")
    }

    /// The same site with `language: zh`: the interface in Simplified Chinese, every file compared.
    func testExampleSiteInChineseMatchesSnapshot() throws {
        let output = try TemporaryFolder()
        var options = BuildOptions(
            siteFolder: TestPaths.repositoryRoot, outputFolder: output.child("site"), now: FixtureSite.now,
            baseURL: "https://example.org/folio/")
        options.language = "zh"
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertTrue(result.succeeded)
        try FileTree(output.child("site")).assertMatchesSnapshot("example-site-zh")
    }
}
