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

/// The reading log's own pages: every highlight newest first, and shelves by reading status.
final class ReadingShelfTests: XCTestCase {
    func main(of page: String, in site: FixtureSite) throws -> String {
        let html = try String(contentsOf: site.output.appendingPathComponent(page), encoding: .utf8)
        return html.components(separatedBy: "<main>\n").dropFirst().first?.components(separatedBy: "\n</main>").first ?? html
    }

    func testHighlightsAndShelvesFromAppleBooks() throws {
        let site = try FixtureSite()
        for (fixture, name) in [("BKLibrary", "BKLibrary-1.sqlite"), ("AEAnnotation", "AEAnnotation.sqlite")] {
            let sql = try String(contentsOf: TestPaths.fixtures.appendingPathComponent("apple-books/\(fixture).sql"), encoding: .utf8)
            let url = site.folder.child("Content/\(name)")
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            let database = try DatabaseQueue(path: url.path)
            try database.write { try $0.execute(sql: sql) }
            try database.close()
        }
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try main(of: "highlights/index.html", in: site), """
        <nav class="trail" aria-label="Breadcrumb"><a href="../index.html">Home</a> › <a href="../books/index.html">Books</a></nav>
        <h1>Highlights <span class="count">4 highlights</span></h1>
        <ul class="highlight-list all-highlights">
        <li><blockquote>痛苦和磨难对于广泛的意识和深刻的心灵总是必需的。</blockquote><p class="note">&lt;script&gt;alert(1)&lt;/script&gt; 很重要</p>\
        <p class="source"><a href="../books/9780140449136.html">罪与罚</a> · 第三部 · 2024/06/13</p></li>
        <li><blockquote>Only the representative &lt;text&gt;.</blockquote><p class="source"><a href="../books/A1B2C3.html">\
        The Left Hand of Darkness</a> · Chapter 1 · 2023/03/08</p></li>
        <li><blockquote>I&#39;ll make my report as if I told a story.</blockquote><p class="source"><a href="../books/A1B2C3.html">\
        The Left Hand of Darkness</a> · Chapter 1 · 2023/03/08</p></li>
        <li><blockquote>Light is the left hand of darkness.</blockquote><p class="note">The theme of the book.</p><p class="source">\
        <a href="../books/A1B2C3.html">The Left Hand of Darkness</a> · Chapter 2 · 2023/03/08</p></li>
        </ul>

        """, "newest first, each with its book, chapter and date")
        XCTAssertEqual(try main(of: "shelves/finished.html", in: site), """
        <nav class="trail" aria-label="Breadcrumb"><a href="../index.html">Home</a> › <a href="../books/index.html">Books</a></nav>
        <h1>Finished <span class="count">2 books</span></h1>
        <p class="view-switch"><a href="#list">List</a> <a href="#">Covers</a></p>
        <div id="list">
        <h2 class="group">2023</h2>
        <ul class="book-grid">
        <li class="book"><a href="../books/A1B2C3.html"><span class="cover-box"><span class="spine" style="--hue: 302" aria-hidden="true">\
        <span>The Left Hand of Darkness</span><small>Ursula K. Le Guin</small></span></span><span class="title">The Left Hand of Darkness</span><span class="author">Ursula K. Le Guin</span>\
        <span class="facts"><span class="stars unrated">Unrated</span> <span class="status status-finished">Finished</span></span></a></li>
        </ul>
        <h2 class="group">No date</h2>
        <ul class="book-grid">
        <li class="book"><a href="../books/B5.html"><span class="cover-box"><span class="spine" style="--hue: 182" aria-hidden="true"><span>Odd date</span><small>Anon</small></span></span>\
        <span class="title">Odd date</span><span class="author">Anon</span><span class="facts"><span class="stars unrated">Unrated</span> \
        <span class="status status-finished">Finished</span></span></a></li>
        </ul>
        </div>

        """, "finished books by year")
        let books = try main(of: "books/index.html", in: site)
        XCTAssertTrue(books.contains("""
        <ul class="cards reading-log">
        <li><a href="../shelves/reading.html"><span class="name">Currently reading</span> <span class="count">1 book</span></a></li>
        <li><a href="../shelves/finished.html"><span class="name">Finished</span> <span class="count">2 books</span></a></li>
        <li><a href="../shelves/unread.html"><span class="name">Unread</span> <span class="count">1 book</span></a></li>
        <li><a href="../years/2023.html"><span class="name">2023 in books</span> <span class="count">1 finished</span></a></li>
        <li><a href="../highlights/index.html"><span class="name">Highlights</span> <span class="count">4 highlights</span></a></li>
        </ul>
        """), books)
    }
}
