@testable import FolioBase
@testable import FolioCore
import FolioHTML
@testable import FolioMarkdown
@testable import FolioModel
@testable import FolioSite
import XCTest

/// Stores keep a book's texts as they found them; the site makes them safe HTML, and says,
/// naming the file and the record, what it could not read.
final class RecordTextTests: XCTestCase {
    let renderer = TextRenderer(markdown: MarkdownRenderer())
    let location = SourceLocation(file: "Content/metadata.db", recordPath: ["book 7", "comments"])

    func testAStoresHTMLIsMadeSafeWhenTheSiteIsRendered() {
        let (text, problem) = renderer.render(.html("<p onclick=\"x()\">Kept <script>gone()</script><b>bold</b></p>", at: location), destination: nil)
        XCTAssertNil(problem)
        XCTAssertEqual(text.html, "<p>Kept <b>bold</b></p>")
        XCTAssertEqual(text.plainText, "Kept bold")
    }

    /// Deeper than libxml2 reads: shown as text, with a warning naming the record's field.
    func testHTMLTooDeepToReadIsShownAsTextWithAWarning() {
        let deep = String(repeating: "<div>", count: 300) + "a & b" + String(repeating: "</div>", count: 300)
        let (text, problem) = renderer.render(.html(deep, at: location), destination: nil)
        XCTAssertEqual(problem?.description, "warning: Content/metadata.db: book 7, comments: nests its HTML too deeply to read; it is shown as plain text")
        XCTAssertEqual(text.html, HTMLSanitizer.escapedText(deep))
    }

    func testAnExportsReviewIsParagraphs() {
        let review = SourceLocation(file: "Content/goodreads.csv", recordPath: ["row 2", "My Review"])
        XCTAssertEqual(renderer.render(.exportReview("One<br/><br />Two <i>it</i>", markup: .html, at: review), destination: nil).text.html,
                       "<p>One</p>\n<p>Two <i>it</i></p>")
        XCTAssertEqual(renderer.render(.exportReview("a < b\n\nsecond", markup: .htmlWhenItStartsLikeIt, at: review), destination: nil).text.html,
                       "<p>a &lt; b</p>\n<p>second</p>")
        XCTAssertEqual(renderer.render(.exportReview("<b>HTML</b> & more", markup: .htmlWhenItStartsLikeIt, at: review), destination: nil).text.html,
                       "<p><b>HTML</b> &amp; more</p>")
        XCTAssertNil(renderer.render(.exportReview(" \n ", markup: .html, at: review), destination: nil).problem)
        XCTAssertEqual(renderer.render(.exportReview(" \n ", markup: .html, at: review), destination: nil).text.html, "")
    }

    /// A build reports it in the step that renders texts, and still publishes the book.
    func testTheBuildWarnsOfItAndPublishes() throws {
        let site = try FixtureSite()
        let deep = String(repeating: "<div>", count: 300) + "x" + String(repeating: "</div>", count: 300)
        try site.writeDatabase("library/metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, timestamp TEXT, pubdate TEXT, series_index REAL, path TEXT, has_cover BOOL, uuid TEXT)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            "CREATE TABLE comments (id INTEGER PRIMARY KEY, book INTEGER, text TEXT)",
            "INSERT INTO books VALUES (1, 'Deep', NULL, NULL, 1, 'x', 0, 'u-1')",
            "INSERT INTO comments VALUES (1, 1, '\(deep)')",
        ])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[build model]: Content/library/metadata.db: book 1, comments: nests its HTML too deeply to read; it is shown as plain text",
        ])
    }
}
