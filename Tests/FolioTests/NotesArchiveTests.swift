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

/// Bear's and Joplin's databases, recognised by their tables, published as notebooks beside the
/// memo app's, with what each app keeps private left out.
final class NotesArchiveTests: XCTestCase {
    /// Bear's four welcome notes and Joplin's five, named in `sources` where the apps keep them
    /// (Joplin's images in `resources/` beside its database): every page compared, nothing
    /// written beside them.
    func testRealBearAndJoplinDatabasesArePublishedWhole() throws {
        let bear = try TestPaths.real("bear/database.sqlite")
        let joplin = try TestPaths.real("joplin/database.sqlite")
        let before = [try FileTree(bear.deletingLastPathComponent()), try FileTree(joplin.deletingLastPathComponent())]
        let output = try TemporaryFolder()
        var options = BuildOptions(siteFolder: output.url, outputFolder: output.child("site"), now: FixtureSite.now)
        options.sources = [SourceConfig(path: bear.path), SourceConfig(path: joplin.path)]
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.sources.map(\.kinds), [[BearStore.kind], [JoplinStore.kind]])
        XCTAssertEqual(result.content.notebooks.map { "\($0.name) (\($0.app ?? "memo app")): \($0.notes.count)" }, ["Bear (Bear): 4", "Welcome! (Joplin): 5"])
        // Bear keeps images in Local Files/ beside its database, which this sample lacks.
        let folder = bear.deletingLastPathComponent().path
        XCTAssertEqual(result.diagnostics.messages, [
            (1, "SFNoteIntro1", "SFNoteIntro1_File0/Organize@2x.jpg"), (2, "SFNoteIntro2", "SFNoteIntro2_File0/Pro.jpg"),
            (4, "SFNoteIntro0", "SFNoteIntro0_File0/Welcome@2x.jpg"), (4, "SFNoteIntro0", "SFNoteIntro0_File1/Bear 3 columns.png"),
        ].map { note, page, image in
            "warning[check links]: \(bear.path): note \(note): link \"Local%20Files/Note%20Images/\(image.replacingOccurrences(of: " ", with: "%20"))\" on notes/bear/\(page).html "
                + "leads to no page of the site, and \(folder)/Local Files/Note Images/\(image) does not exist"
        })
        try FileTree(output.child("site")).assertMatchesSnapshot("bear-joplin")
        XCTAssertEqual([try FileTree(bear.deletingLastPathComponent()), try FileTree(joplin.deletingLastPathComponent())], before)
    }

    /// Bear 2 numbers its tag table Z_5TAGS: found from its columns. Trashed, locked and deleted
    /// notes are withheld and counted; archived ones wait for `archived: publish`.
    func bearSite(config: String? = nil) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeDatabase("bear.sqlite", statements: [
            "CREATE TABLE ZSFNOTE (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR, ZTEXT VARCHAR, ZCREATIONDATE TIMESTAMP, ZMODIFICATIONDATE TIMESTAMP, ZTRASHED INTEGER, ZARCHIVED INTEGER, ZENCRYPTED INTEGER, ZPERMANENTLYDELETED INTEGER, ZLOCKED INTEGER, ZNEWCOLUMN BLOB)",
            "CREATE TABLE ZSFNOTETAG (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR)",
            "CREATE TABLE Z_5TAGS (Z_5NOTES INTEGER, Z_13TAGS INTEGER)",
            "INSERT INTO ZSFNOTE VALUES (1, 'Open', '# Open' || char(10) || 'Seen by all. #garden', 785000000, 785003600, 0, 0, 0, 0, 0, x'00')",
            "INSERT INTO ZSFNOTE VALUES (2, 'Binned', 'thrown away', 785000000, NULL, 1, 0, 0, 0, 0, NULL)",
            "INSERT INTO ZSFNOTE VALUES (3, 'Secret', 'locked away', 785000000, NULL, 0, 0, 1, 0, 0, NULL)",
            "INSERT INTO ZSFNOTE VALUES (4, 'Gone', 'deleted', 785000000, NULL, 0, 0, 0, 1, 0, NULL)",
            "INSERT INTO ZSFNOTE VALUES (5, 'Shelved', 'archived words zanzibar', 785000000, NULL, 0, 1, 0, 0, 0, NULL)",
            "INSERT INTO ZSFNOTE VALUES (6, 'Dateless', 'no date', NULL, NULL, 0, 0, 0, 0, 0, NULL)",
            "INSERT INTO ZSFNOTETAG VALUES (1, 'garden'), (2, 'work/plans')",
            "INSERT INTO Z_5TAGS VALUES (1, 1), (1, 2), (5, 2)",
            BearNotesID.add,
        ])
        if let config { try site.folder.write(Data(config.utf8), to: "folio.yml") }
        return site
    }

    func testBearNotesKeepTheirTagsAndWithholdWhatBearHides() throws {
        let site = try bearSite()
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, ["warning[load content]: Content/bear.sqlite: note 6: has no creation date (ZCREATIONDATE); it is not published"])
        XCTAssertEqual(result.sources.map(\.withheld), [["in the trash": 1, "locked": 1, "deleted": 1]])
        XCTAssertEqual(result.withheldByRules, 1, "the archived note")
        let memos = result.content.notebooks.flatMap(\.notes)
        XCTAssertEqual(memos.map(\.title), ["Open"])
        XCTAssertEqual(memos.map(\.body), ["Seen by all. #garden"], "the title line is the page's heading, not part of the body")
        XCTAssertEqual(memos.map(\.tags), [["garden", "work/plans"]])
        XCTAssertEqual(memos.map { $0.modified?.memoText }, ["2025/11/16 16:33"])
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("tags/") }, ["tags/garden.html", "tags/index.html", "tags/work-plans.html"])

        try site.folder.write(Data("archived: publish\n".utf8), to: "folio.yml")
        var options = site.options()
        options.publishing = PublishingRules(try ConfigLoader.load(siteFolder: site.url))
        let again = SiteBuild.run(options)
        XCTAssertEqual(again.content.notebooks.flatMap(\.notes).map(\.title), ["Open", "Shelved"])
    }

    /// A note Joplin's web clipper kept as HTML is shown as safe HTML, not as Markdown.
    func testJoplinHTMLNotesAreMadeSafe() throws {
        let site = try FixtureSite()
        try site.writeDatabase("joplin/database.sqlite", statements: [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT, title TEXT, body TEXT, user_created_time INT, markup_language INT)",
            "CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT, parent_id TEXT)",
            "CREATE TABLE note_tags (id TEXT PRIMARY KEY, note_id TEXT, tag_id TEXT)",
            "CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT)",
            "INSERT INTO folders VALUES ('f', 'Clips', '')",
            "CREATE TABLE resources (id TEXT PRIMARY KEY, title TEXT, mime TEXT, file_extension TEXT)",
            "INSERT INTO notes VALUES ('n', 'f', 'Clipped', '<div><p>Hello <b>world</b><script>alert(1)</script></p><p onclick=\"x\">Two</p></div>', 1763640000000, 2)",
            "INSERT INTO resources VALUES ('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'chart.png', 'image/png', 'png'), ('bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb', 'paper.pdf', 'application/pdf', 'pdf')",
            "INSERT INTO notes VALUES ('m', 'f', 'With files', '<p><img src=\":/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa\" alt=\"chart\" onerror=\"x\"><img src=\"https://tracker.example/p.gif\"> <a href=\":/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb\">paper</a></p>', 1763640000001, 2)",
        ])
        try site.folder.write(FileBytes.png("chart"), to: "Content/joplin/resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png")
        try site.folder.write(FileBytes.pdf("paper"), to: "Content/joplin/resources/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let memos = try XCTUnwrap(result.content.notebooks.first?.notes)
        XCTAssertEqual(memos.map(\.bodyHTML), [
            "<div><p>Hello <b>world</b></p><p>Two</p></div>",
            "<p><img src=\"resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png\" alt=\"chart\"> <a href=\"resources/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf\">paper</a></p>",
        ])
        XCTAssertEqual(memos.first?.body, "Hello world\nTwo")
        // The resources an HTML note shows and links are published, as a Markdown note's are.
        let page = try String(contentsOf: site.output.appendingPathComponent("notes/clips/m.html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "\n").filter { $0.contains("<img") }, [
            "<p><img src=\"../../files/joplin/resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png\" alt=\"chart\"> "
                + "<a href=\"../../files/joplin/resources/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf\">paper</a></p>",
        ])
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("files/") }, [
            "files/joplin/resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png", "files/joplin/resources/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.pdf",
        ])
    }

    /// A Joplin profile whose folders cannot be read publishes no note (none could be placed in,
    /// or kept out by, its notebook); one whose resources cannot be read publishes its notes
    /// without their files; a note without an id is a warning. (A generated column that
    /// overflows makes a table that is there but cannot be read.)
    func testJoplinTablesThatCannotBeReadAreSaid() throws {
        let site = try FixtureSite()
        func profile(unreadable table: String) -> [String] {
            [
                "CREATE TABLE notes (id TEXT, parent_id TEXT, title TEXT, body TEXT, user_created_time INT)",
                "CREATE TABLE folders (id TEXT, title TEXT, parent_id TEXT)",
                "CREATE TABLE tags (id TEXT, title TEXT)",
                "CREATE TABLE note_tags (id TEXT, note_id TEXT, tag_id TEXT)",
                "CREATE TABLE resources (id TEXT, title TEXT, mime TEXT, file_extension TEXT)",
                "INSERT INTO folders VALUES ('f1', 'Private', '')",
                "INSERT INTO resources VALUES ('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'a.png', 'image/png', 'png')",
                "INSERT INTO notes VALUES ('n1', 'f1', 'Kept', 'a note', 1763640000000)",
                "INSERT INTO notes VALUES (NULL, 'f1', 'No id', 'a note', 1763640000000)",
                "ALTER TABLE \(table) ADD COLUMN broken AS (abs(-9223372036854775807 - 1))",
            ]
        }
        try site.writeDatabase("folders/database.sqlite", statements: profile(unreadable: "folders"))
        try site.writeDatabase("resources/database.sqlite", statements: profile(unreadable: "resources"))
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load content]: Content/folders/database.sqlite: table folders: cannot be read, so no note's notebook is known; no note is published",
            "warning[load content]: Content/resources/database.sqlite: table resources: cannot be read; the notes are published without the files they link",
            "warning[load content]: Content/resources/database.sqlite: a note titled \"No id\": has no id, which Joplin gives every note; it is not published",
        ])
        XCTAssertEqual(result.content.notebooks.map { "\($0.name): \($0.notes.map(\.title))" }, ["Private: [\"Kept\"]"])
    }

    /// Joplin: nested folders as notebook paths, tags, resources, and what it keeps out of sight.
    func testJoplinNotebooksAreFolderPaths() throws {
        let site = try FixtureSite()
        let created = 1_763_640_000_000 // 2025-11-20 12:00 UTC, in milliseconds
        try site.writeDatabase("joplin/database.sqlite", statements: [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT, title TEXT, body TEXT, created_time INT, updated_time INT, is_conflict INT, user_created_time INT, user_updated_time INT, encryption_applied INT, deleted_time INT)",
            "CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT, parent_id TEXT)",
            "CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT)",
            "CREATE TABLE note_tags (id TEXT PRIMARY KEY, note_id TEXT, tag_id TEXT)",
            "CREATE TABLE resources (id TEXT PRIMARY KEY, title TEXT, mime TEXT, file_extension TEXT)",
            "INSERT INTO folders VALUES ('f1', 'Work', ''), ('f2', '2025', 'f1'), ('f3', 'Loop A', 'f4'), ('f4', 'Loop B', 'f3')",
            "INSERT INTO notes VALUES ('n1', 'f2', 'Plan', 'See ![chart](:/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa) and :/ not a link', 0, 0, 0, \(created), \(created + 3_600_000), 0, 0)",
            "INSERT INTO notes VALUES ('n2', 'f1', 'Cipher', 'xx', 0, 0, 0, \(created), 0, 1, 0)",
            "INSERT INTO notes VALUES ('n3', 'f1', 'Binned', 'yy', 0, 0, 0, \(created), 0, 0, \(created))",
            "INSERT INTO notes VALUES ('n4', 'f1', 'Plan (conflict)', 'zz', 0, 0, 1, \(created), 0, 0, 0)",
            "INSERT INTO notes VALUES ('n5', 'f3', 'Looped', 'in a loop of folders', 0, 0, 0, \(created), 0, 0, 0)",
            "INSERT INTO notes VALUES ('n6', 'nowhere', 'Orphan', 'its folder is gone', 0, 0, 0, \(created), 0, 0, 0)",
            "INSERT INTO tags VALUES ('t1', 'Projects')",
            "INSERT INTO note_tags VALUES ('nt1', 'n1', 't1')",
            "INSERT INTO resources VALUES ('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'chart.png', 'image/png', 'png')",
        ])
        try site.folder.write(FileBytes.png("chart"), to: "Content/joplin/resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/joplin/database.sqlite: note n6: parent_id \"nowhere\" names no folder; the note is published under (no notebook)",
        ])
        XCTAssertEqual(result.sources.map(\.withheld), [["encrypted": 1, "in the trash": 1, "conflict copies": 1]])
        XCTAssertEqual(result.content.notebooks.map { "\($0.name): \($0.notes.map(\.title))" },
                       ["(no notebook): [\"Orphan\"]", "Loop B / Loop A: [\"Looped\"]", "Work / 2025: [\"Plan\"]"])
        let plan = try XCTUnwrap(result.content.notebooks.last?.notes.first)
        XCTAssertEqual(plan.body, "See ![chart](resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png) and :/ not a link")
        XCTAssertEqual(plan.tags, ["Projects"])
        XCTAssertEqual([plan.created.memoText, plan.modified?.memoText], ["2025/11/20 12:00", "2025/11/20 13:00"])
        let page = try String(contentsOf: site.output.appendingPathComponent("notes/work-2025/n1.html"), encoding: .utf8)
        XCTAssertEqual(page.components(separatedBy: "\n").filter { $0.hasPrefix("<p") }, [
            "<p class=\"meta\"><time datetime=\"2025-11-20T12:00+00:00\">2025/11/20 12:00</time> · updated <time datetime=\"2025-11-20T13:00+00:00\">2025/11/20 13:00</time></p>",
            "<p>See <img src=\"../../files/joplin/resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png\" alt=\"chart\" /> and :/ not a link</p>",
        ])
        XCTAssertEqual(try Data(contentsOf: site.output.appendingPathComponent("files/joplin/resources/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa.png")), FileBytes.png("chart"))
    }
}

