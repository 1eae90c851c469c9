@testable import FolioCore
import FolioMarkdown
import FolioPlist
import Foundation
import GRDB
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Stores that hide notes in unexpected ways, or hold garbage where numbers belong: the note is
/// hidden, the garbage is no date, and nothing crashes.
final class HostileStoreTests: XCTestCase {
    /// A flag that is set in any way (2, 1.0, text) hides the note; garbage dates are no dates.
    func testFlagsHideWhateverTheirValueAndGarbageDatesAreNoDates() throws {
        let site = try FixtureSite()
        try site.writeDatabase("bear.sqlite", statements: [
            "CREATE TABLE ZSFNOTE (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR, ZTEXT VARCHAR, ZCREATIONDATE TIMESTAMP, ZTRASHED, ZENCRYPTED)",
            "CREATE TABLE ZSFNOTETAG (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR)",
            "INSERT INTO ZSFNOTE VALUES (1, 'Two', 'x', 785000000, 2, 0), (2, 'Real', 'x', 785000000, 1.0, 0), (3, 'Text', 'x', 785000000, 0, 'yes')",
            "INSERT INTO ZSFNOTE VALUES (4, 'Far', 'x', 1e19, 0, 0), (5, 'NaN', 'x', 'nan', 0, 0), (6, 'Kept', 'x', 785000000, 0, 0)",
            BearNotesID.add,
        ])
        try site.writeDatabase("joplin/database.sqlite", statements: [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT, title TEXT, body TEXT, user_created_time INT, is_conflict INT)",
            "CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT, parent_id TEXT)",
            "CREATE TABLE note_tags (id TEXT PRIMARY KEY, note_id TEXT, tag_id TEXT)",
            "CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT)",
            "INSERT INTO notes VALUES ('a', '', 'Huge', 'x', 1e25, 0), ('b', '', 'Odd conflict', 'x', 1763640000000, 3)",
        ])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/bear.sqlite: note 4: ZCREATIONDATE is a number (1e+19), expected seconds since 2001-01-01 within the years 1 to 9999; the note is not published",
            "warning[load content]: Content/bear.sqlite: note 5: ZCREATIONDATE is a string \"nan\", expected seconds since 2001-01-01 within the years 1 to 9999; the note is not published",
            "warning[load content]: Content/joplin/database.sqlite: note a: user_created_time is a number (1e+25), expected milliseconds since 1970 within the years 1 to 9999; the note is not published",
        ])
        XCTAssertEqual(result.content.notebooks.flatMap(\.notes).map(\.title), ["Kept"])
        XCTAssertEqual(result.sources.map(\.withheld), [["in the trash": 2, "locked": 1], ["conflict copies": 1]])
    }

    /// When an app's tags cannot be read, a rule on tags cannot clear its notes: they are withheld.
    func testNotesWhoseTagsCannotBeReadAreWithheldByTagRules() throws {
        let site = try FixtureSite()
        try site.writeDatabase("bear.sqlite", statements: [
            "CREATE TABLE ZSFNOTE (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR, ZTEXT VARCHAR, ZCREATIONDATE TIMESTAMP)",
            "CREATE TABLE ZSFNOTETAG (Z_PK INTEGER PRIMARY KEY)",
            "INSERT INTO ZSFNOTE VALUES (1, 'Maybe private', 'x', 785000000)",
            BearNotesID.add,
        ])
        try site.folder.write(Data("exclude:\n  tags: [private]\n".utf8), to: "folio.yml")
        var options = site.options()
        options.publishing = PublishingRules(try ConfigLoader.load(siteFolder: site.url))
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/bear.sqlite: table ZSFNOTETAG: cannot be read; the notes are published without their tags (and withheld, if folio.yml excludes tags)",
        ])
        XCTAssertEqual(result.content.notebooks.flatMap(\.notes).map(\.title), [])
        XCTAssertEqual(result.withheldByRules, 1)
    }

    /// The rule finds a tag wherever the page would: also in a title line the body does not show.
    func testTagRulesReadTheTitleLineAsThePageDoes() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/11/20 08:00", "detail": "```\n#private thoughts"],
                                    ["createTime": "2026/11/20 09:00", "detail": "Open\n\nfor all"]]])
        try site.folder.write(Data("exclude:\n  tags: [private]\n".utf8), to: "folio.yml")
        var options = site.options()
        options.publishing = PublishingRules(try ConfigLoader.load(siteFolder: site.url))
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.content.notebooks.flatMap(\.notes).map(\.title), ["Open"])
    }

    /// A change only the -wal holds (Notes and Bear write there first) is an input: it rebuilds.
    func testAChangeOnlyInTheWALRebuilds() throws {
        let site = try FixtureSite()
        let url = site.folder.child("Content/books.sqlite")
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        var configuration = Configuration()
        configuration.journalMode = .wal
        let writer = try DatabaseQueue(path: url.path, configuration: configuration)
        defer { try? writer.close() }
        try writer.writeWithoutTransaction { db in
            try db.execute(sql: "PRAGMA wal_autocheckpoint = 0")
            try db.execute(sql: FixtureSite.bookInfoTable)
            try db.execute(sql: "INSERT INTO bookInfo VALUES(1,'First','A',5,'','','')")
        }
        XCTAssertEqual(site.build().content.books.map(\.title), ["First"])
        try writer.writeWithoutTransaction { try $0.execute(sql: "UPDATE bookInfo SET bookName = 'Renamed'") }
        let again = site.build()
        XCTAssertEqual(again.content.books.map(\.title), ["Renamed"])
    }

    /// A WAL database is read from a copy in the staging folder: nothing is written anywhere
    /// else, the temporary folder included (here one no one may write in, `chattr +i`), and
    /// nothing is left once the build ends.
    func testAWALDatabaseIsCopiedIntoTheStagingFolderAlone() throws {
        let site = try FixtureSite()
        try site.folder.write(try Data(contentsOf: try TestPaths.real("koreader/statistics-kompanion.sqlite3")), to: "Content/statistics.sqlite3")
        let temporary = try TemporaryFolder()
        guard try OutputStagingTests.chattr("+i", temporary.url) else { throw XCTSkip("chattr +i is not possible here, so writes to the temporary folder were NOT tested") }
        defer { _ = try? OutputStagingTests.chattr("-i", temporary.url) }
        let run = try CommandLine.folio(["build", "--now", "2026-11-21T09:30", "--quiet"], in: site.url, environment: ["TMPDIR": temporary.url.path])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: temporary.url.path), [], "nothing in the temporary folder")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content", "Output"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.folder.child("Content").path), ["statistics.sqlite3"], "nothing beside it")
    }

    /// Lists nested inside one object count toward the depth limit as references do.
    func testNestingInsideAnObjectIsBounded() throws {
        let nested = String(repeating: "<array>", count: 250) + String(repeating: "</array>", count: 250)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>$archiver</key><string>NSKeyedArchiver</string>
            <key>$top</key><dict><key>root</key><dict><key>CF$UID</key><integer>1</integer></dict></dict>
            <key>$objects</key><array><string>$null</string><dict><key>$class</key><dict><key>CF$UID</key><integer>2</integer></dict><key>deep</key>\(nested)</dict>
            <dict><key>$classname</key><string>Thing</string></dict></array></dict></plist>
            """
        let root = try XMLPlistParser.parse(Array(xml.utf8))
        XCTAssertThrowsError(try KeyedArchive.decode(root)) { error in
            XCTAssertEqual((error as? KeyedArchiveError)?.reason, "objects nest more than 200 deep")
        }
    }

    /// `[[` inside a would-be title starts the search again there: every link is found.
    func testWikiLinksAfterBrokenOnes() {
        let html = MarkdownRenderer().render("[[a[[b]] and [[c]d]] then [[e]]", wikiLink: { "\($0).html" }).html
        XCTAssertEqual(html, "<p>[[a<a href=\"b.html\">b</a> and [[c]d]] then <a href=\"e.html\">e</a></p>\n")
    }
}
