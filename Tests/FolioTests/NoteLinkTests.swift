@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Notes link each other by title (`[[Title]]`) or by their app's own links, across notebooks
/// and apps, and every note lists the notes that link to it.
final class NoteLinkTests: XCTestCase {
    func site() throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemoXML([
            "Garden": [
                ["createTime": "2026/11/01 08:00", "detail": "Roses\n\nPrune in March. See [[watering]] and [[Compost|the heap]]; `[[Roses]]` in code stays; [[Nowhere]] too."],
                ["createTime": "2026/11/02 08:00", "detail": "Watering\n\nMornings. Back to [[Roses]], and to [[Watering]] itself."],
            ],
            "Kitchen": [
                ["createTime": "2026/11/03 08:00", "detail": "Compost\n\nPeels go to the heap, for [[roses]]."],
                ["createTime": "2026/11/04 08:00", "detail": "Watering\n\nThe kitchen's own note of that name."],
            ],
        ])
        return site
    }

    func lines(_ site: FixtureSite, _ path: String, starting prefixes: [String]) throws -> [String] {
        try String(contentsOf: site.output.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
            .filter { line in prefixes.contains { line.hasPrefix($0) } }
    }

    func testTitlesLinkNotesAndNotesListWhatLinksThem() throws {
        let site = try site()
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(try lines(site, "notes/garden/1.html", starting: ["<p>Prune", "<li><a"]), [
            "<p>Prune in March. See <a href=\"2.html\">watering</a> and <a href=\"../kitchen/1.html\">the heap</a>; <code>[[Roses]]</code> in code stays; [[Nowhere]] too.</p>",
            "<li><a href=\"../kitchen/1.html\">Compost</a></li>",
            "<li><a href=\"2.html\">Watering</a></li>",
        ], "its own notebook's Watering first; backlinks newest first; a link to itself is no backlink")
        XCTAssertEqual(try lines(site, "notes/garden/2.html", starting: ["<p>Mornings", "<li><a"]), [
            "<p>Mornings. Back to <a href=\"1.html\">Roses</a>, and to <a href=\"2.html\">Watering</a> itself.</p>",
            "<li><a href=\"1.html\">Roses</a></li>",
        ])
        XCTAssertEqual(try lines(site, "notes/kitchen/2.html", starting: ["<li><a", "<h2 id=\"backlinks\""]), [], "nothing links the kitchen's Watering")
    }

    /// A note kept private is no link target and no backlink: its title stays as written.
    func testPrivateNotesAreNeitherLinkedNorListed() throws {
        let site = try site()
        try site.folder.write(Data("exclude:\n  notebooks: [kitchen]\n".utf8), to: "folio.yml")
        var options = site.options()
        options.publishing = PublishingRules(try ConfigLoader.load(siteFolder: site.url))
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        XCTAssertEqual(try lines(site, "notes/garden/1.html", starting: ["<p>Prune", "<li><a"]), [
            "<p>Prune in March. See <a href=\"2.html\">watering</a> and [[Compost|the heap]]; <code>[[Roses]]</code> in code stays; [[Nowhere]] too.</p>",
            "<li><a href=\"2.html\">Watering</a></li>",
        ])
    }

    /// Joplin's `:/<id>` and Bear's `bear://x-callback-url/open-note?id=` find notes by their id.
    func testAppsOwnNoteLinksFindTheirNotes() throws {
        let site = try FixtureSite()
        let joplinID = String(repeating: "b", count: 32)
        try site.writeDatabase("joplin/database.sqlite", statements: [
            "CREATE TABLE notes (id TEXT PRIMARY KEY, parent_id TEXT, title TEXT, body TEXT, user_created_time INT)",
            "CREATE TABLE folders (id TEXT PRIMARY KEY, title TEXT, parent_id TEXT)",
            "CREATE TABLE note_tags (id TEXT PRIMARY KEY, note_id TEXT, tag_id TEXT)",
            "CREATE TABLE tags (id TEXT PRIMARY KEY, title TEXT)",
            "INSERT INTO folders VALUES ('f', 'Notes', '')",
            "INSERT INTO notes VALUES ('\(joplinID)', 'f', 'Target', 'the target', 1763640000000)",
            "INSERT INTO notes VALUES ('\(String(repeating: "c", count: 32))', 'f', 'Source', 'see [it](:/\(joplinID)) and [gone](:/\(String(repeating: "d", count: 32)))', 1763640060000)",
        ])
        try site.writeDatabase("bear/database.sqlite", statements: [
            "CREATE TABLE ZSFNOTE (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR, ZTEXT VARCHAR, ZCREATIONDATE TIMESTAMP, ZUNIQUEIDENTIFIER VARCHAR)",
            "CREATE TABLE ZSFNOTETAG (Z_PK INTEGER PRIMARY KEY, ZTITLE VARCHAR)",
            "INSERT INTO ZSFNOTE VALUES (1, 'Bear note', 'open [the Joplin one](bear://x-callback-url/open-note?id=B-1) or [[Target]]', 785000000, 'B-2')",
            "INSERT INTO ZSFNOTE VALUES (2, 'Other', 'text', 785000000, 'B-1')",
        ])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages.map { $0.components(separatedBy: ": link").first ?? $0 }, ["warning[check links]: Content/joplin/database.sqlite: note \(String(repeating: "c", count: 32))"],
                       "the link to a note no file holds is the link checker's")
        XCTAssertEqual(try lines(site, "notes/notes/cccccccccccccccccccccccccccccccc.html", starting: ["<p>see"]), [
            "<p>see <a href=\"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.html\">it</a> and <a href=\":/\(String(repeating: "d", count: 32))\">gone</a></p>",
        ])
        XCTAssertEqual(try lines(site, "notes/bear/B-2.html", starting: ["<p>open"]), [
            "<p>open <a href=\"B-1.html\">the Joplin one</a> or <a href=\"../notes/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.html\">Target</a></p>",
        ])
        XCTAssertEqual(try lines(site, "notes/notes/bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb.html", starting: ["<li><a"]), [
            "<li><a href=\"cccccccccccccccccccccccccccccccc.html\">Source</a></li>",
            "<li><a href=\"../bear/B-2.html\">Bear note</a></li>",
        ])
    }
}

/// Apple Notes' own links between notes (`applenotes:note/<id>`) in a body that came as HTML.
final class AppleNotesLinkTests: XCTestCase {
    func testAppleNotesLinksBecomeLinksBetweenPagesOrText() throws {
        let source = SourceLocation(file: "NoteStore.sqlite")
        var linking = Note(title: "Trip", created: LocalDateTime(isoText: "2026-01-02T10:00")!, body: "Trip\nSee packing", source: source)
        linking.bodyHTML = "<p>See <a href=\"applenotes:note/ID-2?ownerIdentifier=x\">packing</a> and <a href=\"applenotes:note/GONE\">gone</a>.</p>\n"
        var target = Note(title: "Packing", created: LocalDateTime(isoText: "2026-01-01T10:00")!, body: "Packing\nsocks", source: source)
        target.storeID = "ID-2"
        target.stableID = "ID-2"
        let model = SiteModel.build(SiteContent(notebooks: [Notebook(name: "Notes", notes: [linking, target], app: "Apple Notes")]))
        XCTAssertEqual(model.memoTexts[0][0].html, "<p>See <a href=\"ID-2.html\">packing</a> and <a>gone</a>.</p>\n")
        XCTAssertEqual(model.backlinks[0][1], [TagIndex.MemoReference(account: 0, memo: 0)])
    }
}
