@testable import FolioCore
import Foundation
import GRDB
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Apple Books' library and annotations databases (fixtures built from the documented schema,
/// Tests/FolioTests/Fixtures/apple-books: no public sample exists), recognised by their tables
/// under any name, joined by asset id.
final class AppleBooksTests: XCTestCase {
    func writeDatabase(_ fixture: String, to name: String, in site: FixtureSite) throws {
        let sql = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("apple-books/\(fixture).sql"), encoding: .utf8)
        try site.writeDatabase(name, statements: [sql])
    }

    func testLibraryAndHighlightsMakeBookPages() throws {
        let site = try FixtureSite()
        try writeDatabase("BKLibrary", to: "BKLibrary-1-091020131601.sqlite", in: site)
        try writeDatabase("AEAnnotation", to: "AEAnnotation_v10312011_1727_local.sqlite", in: site)
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/BKLibrary-1-091020131601.sqlite: asset 4: has no ZASSETID; it is left out",
            "warning[load content]: Content/BKLibrary-1-091020131601.sqlite: asset 5: ZDATEFINISHED is a string \"yesterday\", expected seconds since 2001-01-01 within the years 1 to 9999; it is left out",
            "warning[load content]: Content/AEAnnotation_v10312011_1727_local.sqlite: asset \"NOT-IN-LIBRARY\": has 1 highlight of a book no data file holds; they are not published",
        ], "highlights are joined to books once every file is read")
        XCTAssertEqual(result.sources.map(\.kinds), [[AppleBooksAnnotationsStore.kind], [AppleBooksLibraryStore.kind]])
        XCTAssertEqual(result.sources.map(\.withheld), [["deleted highlights": 1], [:]])
        XCTAssertEqual(result.content.books.map(\.details.status), [.finished, .reading, .unread, .finished])
        let page = try String(contentsOf: site.output.appendingPathComponent("books/A1B2C3.html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<article>\n").dropFirst().first?.components(separatedBy: "</article>").first, """
        <span class="spine book-spine" style="--hue: 302" aria-hidden="true"><span>The Left Hand of Darkness</span><small>Ursula K. Le Guin</small></span>
        <h1>The Left Hand of Darkness</h1>
        <p class="meta"><span class="author"><a href="../authors/ursula-k-le-guin.html">Ursula K. Le Guin</a></span> <span class="stars unrated">Unrated</span></p>
        <dl class="facts"><dt>Status</dt><dd>Finished</dd><dt>Finished</dt><dd>2023/03/08</dd>\
        <dt>Last read</dt><dd>2023/03/08</dd><dt>Tags</dt><dd><a href="../book-tags/science-fiction.html">Science Fiction</a></dd></dl>
        <section class="highlights">
        <h2>Highlights <span class="count">3 highlights</span></h2>
        <h3>Chapter 1</h3>
        <ul class="highlight-list">
        <li><blockquote>I&#39;ll make my report as if I told a story.</blockquote></li>
        <li><blockquote>Only the representative &lt;text&gt;.</blockquote></li>
        </ul>
        <h3>Chapter 2</h3>
        <ul class="highlight-list">
        <li><blockquote>Light is the left hand of darkness.</blockquote><p class="note">The theme of the book.</p></li>
        </ul>
        </section>

        """, "highlights in reading order (CFI), grouped by chapter, each with its note")
        let everything = try FileTree(site.output).files.values.map { String(decoding: $0, as: UTF8.self) }.joined()
        XCTAssertFalse(everything.contains("DELETED"), "a deleted highlight and its note appear nowhere")
        XCTAssertFalse(everything.contains("A bookmark"), "only highlights are published")
        let chinese = try String(contentsOf: site.output.appendingPathComponent("books/9780140449136.html"), encoding: .utf8)
        XCTAssertTrue(chinese.contains("<dt>Progress</dt><dd>42%</dd>"), chinese)
        XCTAssertTrue(chinese.contains("<p class=\"note\">&lt;script&gt;alert(1)&lt;/script&gt; 很重要</p>"), chinese)
    }

    /// A highlight without a type, a book or any text says so, naming it; bookmarks are not
    /// highlights and pass without a word.
    func testHighlightsThatCannotBeShownAreSaid() throws {
        let site = try FixtureSite()
        try writeDatabase("BKLibrary", to: "BKLibrary-1-091020131601.sqlite", in: site)
        try writeDatabase("AEAnnotation", to: "AEAnnotation_v10312011_1727_local.sqlite", in: site)
        try site.writeDatabase("AEAnnotation_v10312011_1727_local.sqlite", statements: [
            "DELETE FROM ZAEANNOTATION WHERE Z_PK = 6",
            "INSERT INTO ZAEANNOTATION (Z_PK, ZANNOTATIONTYPE, ZANNOTATIONASSETID, ZANNOTATIONSELECTEDTEXT) VALUES (30, NULL, 'A1B2C3', 'typeless')",
            "INSERT INTO ZAEANNOTATION (Z_PK, ZANNOTATIONTYPE, ZANNOTATIONASSETID, ZANNOTATIONSELECTEDTEXT) VALUES (31, 2, NULL, 'bookless')",
            "INSERT INTO ZAEANNOTATION (Z_PK, ZANNOTATIONTYPE, ZANNOTATIONASSETID, ZANNOTATIONNOTE) VALUES (32, 2, 'A1B2C3', 'a note on nothing')",
            "INSERT INTO ZAEANNOTATION (Z_PK, ZANNOTATIONTYPE, ZANNOTATIONASSETID, ZANNOTATIONSTYLE, ZANNOTATIONSELECTEDTEXT) VALUES (33, 2, 'A1B2C3', 1e308, 'styled')",
            "INSERT INTO ZAEANNOTATION (Z_PK, ZANNOTATIONTYPE, ZANNOTATIONASSETID) VALUES (34, 1, 'A1B2C3')",
        ])
        let result = site.build()
        let file = "warning[load content]: Content/AEAnnotation_v10312011_1727_local.sqlite: annotation"
        XCTAssertEqual(result.diagnostics.messages, [
            "\(file) 30: has no type (ZANNOTATIONTYPE, 2 for a highlight); it is not published",
            "\(file) 31: names no book (ZANNOTATIONASSETID); the highlight is not published",
            "\(file) 32: has no highlighted text (ZANNOTATIONSELECTEDTEXT); the highlight and its note are not published",
            "\(file) 33: ZANNOTATIONSTYLE is a number (1e+308), expected a whole number from 0 to 100; it is left out",
            "warning[load content]: Content/BKLibrary-1-091020131601.sqlite: asset 4: has no ZASSETID; it is left out",
            "warning[load content]: Content/BKLibrary-1-091020131601.sqlite: asset 5: ZDATEFINISHED is a string \"yesterday\", expected seconds since 2001-01-01 within the years 1 to 9999; it is left out",
        ])
        let page = try String(contentsOf: site.output.appendingPathComponent("books/A1B2C3.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("<li><blockquote>styled</blockquote></li>"), "the highlight is kept without its style")
    }
}
