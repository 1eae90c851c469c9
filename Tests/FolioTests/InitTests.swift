@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `folio init` writes a site that builds at once, and never into a folder with files in it.
final class InitTests: XCTestCase {
    func testANewSiteBuildsAtOnce() throws {
        let folder = try TemporaryFolder()
        let created = try CommandLine.folio(["init", "site"], in: folder.url)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(created.stdout, "Created a site in site. Build it with: cd site && folio build\n")
        XCTAssertEqual(try FileTree(folder.child("site")).paths, ["Content/books.sqlite", "Content/memos.plist", "folio.yml"])
        let built = try CommandLine.folio(["build"], in: folder.child("site"))
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertEqual(built.stderr, "")
        let paths = try FileTree(folder.child("site/Output")).paths
        XCTAssertTrue(["notes/notes/1.html", "notes/读书/1.html", "books/1.html", "tags/folio.html"].allSatisfy(paths.contains))
        XCTAssertTrue(try String(contentsOf: folder.child("site/Output/index.html"), encoding: .utf8).contains("<title>Home · My notes</title>"))
    }

    func testWithTemplatesCopiesTheDefaultTheme() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try CommandLine.folio(["init", "site", "--with-templates"], in: folder.url).status, 0)
        let templates = try FileTree(folder.child("site/Templates"))
        XCTAssertEqual(templates.files.mapValues { String(decoding: $0, as: UTF8.self) }, DefaultTheme.files)
    }

    func testANonEmptyFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine", to: "site/notes.txt")
        let run = try CommandLine.folio(["init", "site"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: \(folder.child("site").path): is not empty; folio init only writes into a new or empty folder\n")
        XCTAssertEqual(try FileTree(folder.child("site")).paths, ["notes.txt"])
    }

    /// `--from` a reading-log folder: folio.yml names the databases found there (by their tables,
    /// at any name), the site has no Content/, and it is built at once.
    func testFromAFolderNamesItsDatabasesAndBuilds() throws {
        let real = try TestPaths.real("koreader")
        let folder = try TemporaryFolder()
        try folder.write(try Data(contentsOf: real.appendingPathComponent("statistics-kompanion.sqlite3")), to: "reader/koreader/settings/stats.db")
        try folder.write("not a database", to: "reader/notes.db")
        let run = try CommandLine.folio(["init", "site", "--from", "reader"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("Created a site in site reading reader; building it:\n[1/9] find content\n"), run.stdout)
        XCTAssertEqual(try String(contentsOf: folder.child("site/folio.yml"), encoding: .utf8), """
            # Folio site settings: every key is optional (see the README).
            title: My reading log
            language: en
            timezone: UTC
            sources:
              - path: "\(folder.child("reader/koreader/settings/stats.db").path)"

            """)
        let paths = try FileTree(folder.child("site")).paths
        XCTAssertTrue(paths.contains("Output/books/5ee88058c4346a122c4ccf80e36b1dc8.html"), "\(paths)")
        XCTAssertFalse(paths.contains { $0.hasPrefix("Content/") })
    }

    /// `--from` a folder holding reading exports, under any name: each is named (a CSV that is
    /// no export is not), and the site is built.
    func testFromAFolderNamesItsReadingExports() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Data(contentsOf: try TestPaths.real("reading-csv/goodreads_library_export.csv")), to: "exports/goodreads/library.csv")
        try folder.write(try Data(contentsOf: try TestPaths.real("reading-csv/storygraph.csv")), to: "exports/sg.csv")
        try folder.write("Date,Amount\n2024/01/02,3\n", to: "exports/bank.csv")
        let run = try CommandLine.folio(["init", "site", "--from", "exports"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOf: folder.child("site/folio.yml"), encoding: .utf8), """
            # Folio site settings: every key is optional (see the README).
            title: My reading log
            language: en
            timezone: UTC
            sources:
              - path: "\(folder.child("exports/goodreads/library.csv").path)"
              - path: "\(folder.child("exports/sg.csv").path)"

            """)
        XCTAssertTrue(try FileTree(folder.child("site")).paths.contains("Output/books/34889760.html"))
    }

    /// `--from` a folder of notes apps' stores (Joplin's profile, Bear's database, Safari's
    /// bookmarks): each is named, an unknown plist is not, and the site is built.
    func testFromAFolderOfNotesNamesEachStore() throws {
        let folder = try TemporaryFolder()
        try folder.write(try Data(contentsOf: try TestPaths.real("joplin/database.sqlite")), to: "backup/joplin-desktop/database.sqlite")
        try folder.write(try Data(contentsOf: try TestPaths.real("bear/database.sqlite")), to: "backup/bear/database.sqlite")
        try folder.write(try Data(contentsOf: try TestPaths.real("safari/Bookmarks.plist")), to: "backup/Safari/Bookmarks.plist")
        try folder.write(try Data(contentsOf: try TestPaths.real("keyed-archive/recentdocs.sfl2")), to: "backup/recent.plist")
        let run = try CommandLine.folio(["init", "site", "--from", "backup"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOf: folder.child("site/folio.yml"), encoding: .utf8), """
            # Folio site settings: every key is optional (see the README).
            title: My notes
            language: en
            timezone: UTC
            sources:
              - path: "\(folder.child("backup/Safari/Bookmarks.plist").path)"
              - path: "\(folder.child("backup/bear/database.sqlite").path)"
              - path: "\(folder.child("backup/joplin-desktop/database.sqlite").path)"

            """)
        let paths = try FileTree(folder.child("site/Output")).paths
        XCTAssertEqual(paths.filter { $0.hasSuffix("/index.html") && $0.hasPrefix("notes/") || $0.hasPrefix("read-later/") },
                       ["notes/bear/index.html", "notes/welcome/index.html", "read-later/index.html"])
    }

    /// `--from` a Kobo's root folder (as mounted, or copied into a backup beside a calibre
    /// library): its `.kobo/KoboReader.sqlite` is found though the walk passes over names
    /// starting with `.`, and other dot folders are still passed over.
    func testFromAFolderFindsAKobosDatabase() throws {
        let folder = try TemporaryFolder()
        let kobo = try Data(contentsOf: try TestPaths.real("kobo/KoboReader.sqlite"))
        try folder.write(kobo, to: "backup/KOBOeReader/.kobo/KoboReader.sqlite")
        try folder.write(kobo, to: "backup/KOBOeReader/.adds/copy.sqlite")
        try folder.write(try Data(contentsOf: try TestPaths.real("calibre-annotations/dummy_library/metadata.db")), to: "backup/library/metadata.db")
        try folder.write(kobo, to: "device/.kobo/KoboReader.sqlite")
        let run = try CommandLine.folio(["init", "site", "--from", "backup"], in: folder.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try String(contentsOf: folder.child("site/folio.yml"), encoding: .utf8), """
            # Folio site settings: every key is optional (see the README).
            title: My reading log
            language: en
            timezone: UTC
            sources:
              - path: "\(folder.child("backup/KOBOeReader/.kobo/KoboReader.sqlite").path)"
              - path: "\(folder.child("backup/library/metadata.db").path)"

            """)
        XCTAssertEqual(try SiteStarter.sources(at: folder.child("device"), copies: folder.child("copies")).map(\.url.path),
                       [folder.child("device/.kobo/KoboReader.sqlite").path], "the device's root folder itself")
        XCTAssertTrue(try FileTree(folder.child("site/Output")).paths.contains("books/184542ff-f391-4972-a443-7cb90615105f.html"))
    }

    func testFromAFolderWithNoReadingLogIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("just text", to: "empty/readme.txt")
        let run = try CommandLine.folio(["init", "site", "--from", "empty"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: \(folder.child("empty").path): holds no store Folio reads (told by their content): no memo plist, book plist, Safari Reading List, memoInfo table, bookInfo table, calibre library, KOReader statistics, Kobo library, Apple Books library, Bear notes, Apple Notes, Joplin notes, Apple Books annotations, KOReader sidecar, Goodreads export or StoryGraph export\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.child("site").path))
    }
}
