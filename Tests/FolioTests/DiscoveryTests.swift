@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Data files are found by extension anywhere under Content/ and told apart by content.
final class DiscoveryTests: XCTestCase {
    func testKindComesFromContentNotName() throws {
        let site = try FixtureSite()
        try site.writeMemos(["a": [["createTime": "2026/01/01 10:00", "detail": "memo in a .db"]]], to: "deep/er/memos.db")
        try site.writeBookDatabase("x/books.plist.sqlite", statements: ["INSERT INTO bookInfo VALUES(1,'B','A',1,'','','')"])
        try site.folder.write("not data", to: "Content/notes.txt")
        var diagnostics = Diagnostics()
        let files = ContentDiscovery(siteFolder: site.url).dataFiles(diagnostics: &diagnostics)
        XCTAssertEqual(files.map(\.displayPath), ["Content/deep/er/memos.db", "Content/x/books.plist.sqlite"])
        let loaded = ContentLoader(copies: nil).loadAll(files, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(loaded.sources.map(\.kinds), [[MemoPlistStore.kind], [BookTableStore.kind]])
        XCTAssertEqual(loaded.content.noteCount, 1)
        XCTAssertEqual(loaded.content.books.count, 1)
    }

    func testUnknownShapesNameTheFileAndTheExpectedShapes() throws {
        let site = try FixtureSite()
        try site.folder.write(try PropertyListSerialization.data(fromPropertyList: "just a string", format: .xml, options: 0), to: "Content/a.plist")
        try site.writeDatabase("b.sqlite", statements: ["CREATE TABLE other(x)"])
        try site.folder.write("", to: "Content/c.db")
        try site.folder.write("hello, not a plist", to: "Content/d.plist")
        let (_, diagnostics) = site.load()
        let expected = "expected a property list (a memo plist: a dict of account name → array of {title, createTime, detail}, or a keyed archive of one; a book plist: an array of {bookName, authorName, score, …}; Safari's Bookmarks.plist), a SQLite database (a memoInfo table; a bookInfo table; calibre's metadata.db; KOReader's statistics.sqlite3; a Kobo's KoboReader.sqlite; Apple Books' BKLibrary database; Bear's database.sqlite; Apple Notes' NoteStore.sqlite; Joplin's database.sqlite; Apple Books' AEAnnotation database), a CSV file (a Goodreads library export; a StoryGraph export) or a Lua table (a KOReader sidecar, metadata.epub.lua)"
        XCTAssertEqual(diagnostics.messages, [
            "error: Content/a.plist: not a Folio data file (found a property list whose root is a string \"just a string\"); \(expected)",
            "error: Content/b.sqlite: not a Folio data file (found a SQLite database with table other); \(expected)",
            "error: Content/c.db: is empty; \(expected)",
            "error: Content/d.plist: not a Folio data file (found neither a property list nor a SQLite database); \(expected)",
        ])
    }

    func testAFolderNamedLikeADataFileIsAnError() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.folder.child("Content/old.db"), withIntermediateDirectories: true)
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, ["error[find content]: Content/old.db: is a folder, expected a data file"])
    }

    func testAnEmptyContentFolderBuildsAnEmptySiteWithAWarning() throws {
        let site = try FixtureSite()
        try FileManager.default.createDirectory(at: site.folder.child("Content"), withIntermediateDirectories: true)
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[find content]: Content: holds no data file (*.plist, *.sqlite, *.sqlite3, *.db, *.csv, KOReader's metadata.*.lua), so the site has no memos or books",
        ])
        XCTAssertEqual(try FileTree(site.output).paths,
                       [".folio-build", "404.html", "authors/index.html", "books/index.html", "index.html", "search-text.js", "search.html", "search.js", "search/index.js",
                        "stats.html", "style.css", "tags/index.html", "time.js"])
    }

    /// `folio build --site /no/such/dir` once made that folder and a site in it, and exited 0.
    func testAFolderThatIsNoSiteIsAnErrorAndGetsNothingWritten() throws {
        let folder = try TemporaryFolder()
        let missing = folder.child("no/such/dir")
        let run = try CommandLine.folio(["build", "--site", missing.path], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, """
            error[find content]: \(missing.path): is not a Folio site: it has neither a Content/ folder nor folio.yml; `folio init \(missing.path)` starts one
            Build failed: 1 error, 0 warnings; Output was left as it was.

            """)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [], "nothing created")
        let plain = try CommandLine.folio([], in: folder.url)
        XCTAssertEqual(plain.status, 1)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.url.path), [], "plain folio in a folder that is no site writes nothing")
    }
}
