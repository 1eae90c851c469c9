@testable import FolioBase
@testable import FolioCore
import FolioHTML
@testable import FolioMarkdown
@testable import FolioModel
@testable import FolioSite
import XCTest

/// A book's description that its store kept as HTML reaches the feed as the page shows it.
final class RecordTextFeedTests: XCTestCase {
    func testTheFeedCarriesABooksHTMLDescription() throws {
        let site = try FixtureSite()
        try site.writeDatabase("library/metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, timestamp TEXT, pubdate TEXT, series_index REAL, path TEXT, has_cover BOOL, uuid TEXT)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            "CREATE TABLE comments (id INTEGER PRIMARY KEY, book INTEGER, text TEXT)",
            "INSERT INTO books VALUES (1, 'Dune', '2026-01-01 10:00:00+00:00', NULL, 1, 'x', 0, 'u-1')",
            "INSERT INTO comments VALUES (1, 1, '<p onclick=\"x()\">Spice &amp; <b>sand</b></p><script>no()</script>')",
        ])
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, baseURL: "https://example.org/"))
        XCTAssertEqual(result.diagnostics.errors.map(\.description), [])
        let feed = try String(contentsOf: site.output.appendingPathComponent("feed.xml"), encoding: .utf8)
        let content = try XCTUnwrap(feed.range(of: #"<content type="html"[^>]*>[^<]*</content>"#, options: .regularExpression).map { String(feed[$0]) })
        XCTAssertEqual(content, #"<content type="html" xml:base="https://example.org/books/u-1.html">&lt;p&gt;Spice &amp;amp; &lt;b&gt;sand&lt;/b&gt;&lt;/p&gt;</content>"#)
    }
}
