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

/// calibre's `metadata.db`, recognised by its tables wherever it is, published with what calibre
/// keeps of each book.
final class CalibreTests: XCTestCase {
    /// A whole library as a user keeps it (38 books, calibre 4), named in `sources` by path: every
    /// page compared, and nothing written beside it.
    func testARealLibraryIsPublishedWhole() throws {
        let library = try TestPaths.real("calibre-library/metadata.db")
        let before = try FileTree(library.deletingLastPathComponent())
        let output = try TemporaryFolder()
        var options = BuildOptions(siteFolder: output.url, outputFolder: output.child("site"), now: FixtureSite.now)
        options.sources = [SourceConfig(path: library.path)]
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.sources.map(\.kinds), [[CalibreStore.kind]])
        XCTAssertEqual(result.content.books.count, 38)
        try FileTree(output.child("site")).assertMatchesSnapshot("calibre-library")
        XCTAssertEqual(try FileTree(library.deletingLastPathComponent()), before)
    }

    /// calibre's own test library (calibre 5+, several authors, half stars) in Content/ under
    /// another name: recognised by its tables.
    func testALibraryInContentIsRecognisedByItsTables() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: try TestPaths.real("calibre-metadata.db")), to: "Content/reading.sqlite")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let page = try String(contentsOf: site.output.appendingPathComponent("books/c67a09ae-ea43-4d7f-b754-d38847319512.html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "<article>\n").dropFirst().first?.components(separatedBy: "</article>").first, """
        <span class="spine book-spine" style="--hue: 315" aria-hidden="true"><span>Title Two</span><small>Author Two &amp; Author One</small></span>
        <h1>Title Two</h1>
        <p class="meta"><span class="author"><a href="../authors/author-two.html">Author Two</a> &amp; <a href="../authors/author-one.html">Author One</a></span> \
        <span class="stars" title="3 out of 5"><span aria-hidden="true">★★★☆☆</span><span class="visually-hidden">3 out of 5</span></span></p>
        <dl class="facts"><dt>Series</dt><dd><a href="../series/a-series-one.html">A Series One #2</a></dd><dt>Publisher</dt><dd>Publisher Two</dd>\
        <dt>Published</dt><dd>2011/08/05</dd><dt>Test</dt><dd>two</dd><dt>Tags</dt><dd><a href="../book-tags/news.html">News</a>, \
        <a href="../book-tags/tag-one.html">Tag One</a></dd></dl>
        <section>
        <h2>About the book</h2>
        <div class="body">
        <p>Comments Two</p>
        </div>
        </section>

        """)
    }

    /// A damaged library: every field NULL or of another type somewhere, a rating out of range,
    /// hostile comments, an unreadable link table. Each problem names the file and the book; the
    /// other books are published.
    func testAMessyLibraryIsPublishedWithWarnings() throws {
        let site = try FixtureSite()
        try site.writeDatabase("metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, timestamp TEXT, pubdate TEXT, series_index REAL, path TEXT, has_cover BOOL)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            "CREATE TABLE ratings (id INTEGER PRIMARY KEY, rating INTEGER)",
            "CREATE TABLE books_ratings_link (id INTEGER PRIMARY KEY, book INTEGER, rating INTEGER)",
            "CREATE TABLE comments (id INTEGER PRIMARY KEY, book INTEGER, text TEXT)",
            "CREATE TABLE tags (id INTEGER PRIMARY KEY, label TEXT)",
            "CREATE TABLE books_tags_link (id INTEGER PRIMARY KEY, book INTEGER, tag INTEGER)",
            "INSERT INTO books_tags_link VALUES (1, 1, 1)",
            "INSERT INTO books VALUES (1, NULL, 'not a date', '0101-01-01 00:00:00+00:00', 'x', NULL, 'yes')",
            "INSERT INTO books VALUES (2, 'Half', '2020-02-29T12:00:00Z', '2019-06-30', 2.5, 'A/B (2)', 1)",
            "INSERT INTO authors VALUES (1, 'Le Guin| Ursula'), (2, NULL)",
            "INSERT INTO books_authors_link VALUES (1, 2, 1), (2, 2, 2), (3, 1, 99)",
            "INSERT INTO ratings VALUES (1, 11), (2, 7)",
            "INSERT INTO books_ratings_link VALUES (1, 1, 1), (2, 2, 2)",
            "INSERT INTO comments VALUES (1, 2, '<p onclick=x>Kept <script>gone()</script><a href=\"javascript:x\">link</a></p>')",
            "ALTER TABLE books ADD COLUMN uuid TEXT; UPDATE books SET uuid = '2b7f0c1e-4d5a-4e6b-8c9d-0e1f2a3b4c5d' WHERE id = 2",
        ])
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/metadata.db: table tags: cannot be read; the books are published without it",
            "warning[load content]: Content/metadata.db: book 1: timestamp is a string \"not a date\", expected a date; it is left out",
            "warning[load content]: Content/metadata.db: book 1: rating is a number (11), expected 0 to 10 (half stars); the book is shown as unrated",
            "warning[load content]: Content/metadata.db: book 1: uuid is missing, so its page is named \"calibre-1\" after its row; it keeps that address while the row keeps its number",
            "warning[load content]: Content/metadata.db: book 2, cover \(site.folder.child("Content/A/B (2)/cover.jpg").path): is not there, though calibre says the book has a cover; the book is shown without a cover",
        ])
        let books = result.content.books
        XCTAssertEqual(books.map(\.title), ["Unknown", "Half"])
        XCTAssertEqual(books.map(\.authorLine), ["", "Le Guin, Ursula"])
        XCTAssertEqual(books[1].rating?.stars, "★★★½☆")
        XCTAssertNil(books[1].details.series, "no series table")
        XCTAssertEqual(books[1].description.pageHTML, "<p>Kept <a>link</a></p>")
        XCTAssertEqual(books[1].details.added, Date(timeIntervalSince1970: 1_582_977_600))
        XCTAssertEqual(books[0].details.published, nil, "0101-01-01 is calibre's unknown date")
        XCTAssertEqual(books[1].details.published, Date(timeIntervalSince1970: 1_561_852_800))
    }

    /// A cover is read only from inside the library, and only when it is a regular file: a
    /// `books.path` that climbs out, a book folder that is a symbolic link out, a pipe and a
    /// device are each a warning naming the book, which is published without a cover.
    func testACoverOutsideTheLibraryOrNotAFileIsAWarning() throws {
        let site = try FixtureSite()
        try site.writeDatabase("lib/metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, timestamp TEXT, pubdate TEXT, series_index REAL, path TEXT, has_cover BOOL)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            "INSERT INTO books VALUES (1, 'Climbs', NULL, NULL, 1, '../../outside', 1)",
            "INSERT INTO books VALUES (2, 'Linked', NULL, NULL, 1, 'Linked (2)', 1)",
            "INSERT INTO books VALUES (3, 'Pipe', NULL, NULL, 1, 'Pipe (3)', 1)",
            "INSERT INTO books VALUES (4, 'Device', NULL, NULL, 1, 'Device (4)', 1)",
            "ALTER TABLE books ADD COLUMN uuid TEXT; UPDATE books SET uuid = 'lib-' || id",
        ])
        let library = site.folder.child("Content/lib")
        try site.folder.write(Data([0xFF, 0xD8, 0xFF]), to: "outside/cover.jpg")
        try FileManager.default.createSymbolicLink(at: library.appendingPathComponent("Linked (2)"), withDestinationURL: site.folder.child("outside"))
        try FileManager.default.createDirectory(at: library.appendingPathComponent("Pipe (3)"), withIntermediateDirectories: true)
        XCTAssertEqual(mkfifo(library.appendingPathComponent("Pipe (3)/cover.jpg").path, 0o644), 0)
        try FileManager.default.createDirectory(at: library.appendingPathComponent("Device (4)"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: library.appendingPathComponent("Device (4)/cover.jpg").path, withDestinationPath: "/dev/zero")
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        let book = "warning[load content]: Content/lib/metadata.db: book"
        XCTAssertEqual(result.diagnostics.messages, [
            "\(book) 1, cover \(library.path)/../../outside/cover.jpg: lies outside the library (books.path \"../../outside\", symbolic links followed); the book is shown without a cover",
            "\(book) 2, cover \(library.path)/Linked (2)/cover.jpg: lies outside the library (books.path \"Linked (2)\", symbolic links followed); the book is shown without a cover",
            "\(book) 3, cover \(library.path)/Pipe (3)/cover.jpg: is a named pipe, not a regular file; the book is shown without a cover",
            "\(book) 4, cover \(library.path)/Device (4)/cover.jpg: is a character device, not a regular file; the book is shown without a cover",
        ])
        XCTAssertEqual(result.content.books.map { $0.details.cover }, [nil, nil, nil, nil])
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("covers/") }, [])
    }
}
