@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Apple Notes' attachments in the fixture (Fixtures/apple-notes): `#tags` as the note's tags and
/// words, a mention's words, a table from its data, URL cards as links, a PDF beside the
/// database linked by its name; and each one that cannot be shown a warning naming the note and
/// the attachment.
final class AppleNotesAttachmentsTests: XCTestCase {
    static let travelPlans = "notes/notes/4C1D3B2A-0000-4000-8000-000000000018.html"

    func site() throws -> FixtureSite {
        let site = try FixtureSite()
        let fixtures = TestPaths.fixtures.appendingPathComponent("apple-notes")
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [try String(contentsOf: fixtures.appendingPathComponent("NoteStore.sql"), encoding: .utf8)])
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Accounts"), to: site.folder.child("Content/Notes/Accounts"))
        return site
    }

    func memo(_ title: String, in site: FixtureSite) throws -> (Note, [String]) {
        let (content, diagnostics) = site.load()
        return (try XCTUnwrap(content.notebooks.flatMap(\.notes).first { $0.title == title }), diagnostics.messages)
    }

    func testTagsMentionsTablesAndURLCards() throws {
        let (memo, messages) = try memo("Travel plans", in: try site())
        XCTAssertEqual(messages, [])
        XCTAssertEqual(memo.tags, ["travel", "vacation"])
        XCTAssertEqual(memo.bodyHTML, """
            <p>Off to Kyoto #travel with @Ana.</p>
            <p>#vacation</p>
            <p>Budget:</p>
            <table>
            <tbody>
            <tr><td>Day</td><td>Where</td><td>Cost</td></tr>
            <tr><td>Monday</td><td><strong>Kyoto</strong> &amp; Nara</td><td>¥12,000</td></tr>
            <tr><td>Tuesday</td><td>&lt;Osaka&gt;</td><td></td></tr>
            </tbody>
            </table>
            <p>Booked through <a href="https://example.org/ryokan?a=1&amp;b=2">Ryokan &lt;Kyoto&gt;</a>, not a trap.</p>

            """, "rows and columns in the table's order, not its objects'; javascript: is shown as its title")
        XCTAssertEqual(memo.body, """
            Travel plans
            Off to Kyoto #travel with @Ana.
            #vacation
            Budget:
            Booked through , not .
            Day Where Cost
            Monday Kyoto & Nara ¥12,000
            Tuesday <Osaka>
            """, "search finds the tags, the mention and the table's words")
    }

    func testExcludedTagsHideAnAppleNote() throws {
        let site = try site()
        try site.folder.write("exclude:\n  tags: [Vacation]\n", to: "folio.yml")
        var options = site.options()
        options.publishing = PublishingRules(try ConfigLoader.load(siteFolder: site.url))
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        let tree = try FileTree(site.output)
        XCTAssertEqual(tree.paths.filter { $0.hasPrefix("tags/") || $0.hasSuffix("000000000018.html") }, ["tags/index.html"],
                       "the note is nowhere, nor are its tags")
    }

    func testAPDFBesideTheDatabaseIsPublishedAndLinkedByItsName() throws {
        let site = try site()
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let page = String(decoding: try FileTree(site.output).files["notes/notes/4C1D3B2A-0000-4000-8000-000000000015.html"] ?? Data(), as: UTF8.self)
        let pdf = "Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/F4D8B2CA-6E7F-4081-92A3-B4C5D6E7F809/1_9C0B8A7D-6E5F-4A3B-8C2D-1E0F9A8B7C6D/tickets.pdf"
        XCTAssertEqual(page.components(separatedBy: "\n").filter { $0.contains("tickets") }, [
            "<p>Our tickets <a href=\"../../files/Notes/\(pdf)\">tickets.pdf</a> are here.</p>",
        ])
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasSuffix(".pdf") }, ["files/Notes/\(pdf)"])
    }

    /// A missing file, a table whose data is damaged or gone, and a tag without its words: each a
    /// warning naming the note and the attachment, the note published with a placeholder.
    func testWhatCannotBeShownIsAWarningAndAPlaceholder() throws {
        let site = try site()
        try FileManager.default.removeItem(at: site.folder.child(
            "Content/Notes/Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/F4D8B2CA-6E7F-4081-92A3-B4C5D6E7F809"))
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [
            "UPDATE ZICCLOUDSYNCINGOBJECT SET ZMERGEABLEDATA1 = x'1f8b0800' WHERE Z_PK = 24",
            "UPDATE ZICCLOUDSYNCINGOBJECT SET ZALTTEXT = NULL WHERE Z_PK = 28",
        ])
        let (travel, messages) = try memo("Travel plans", in: site)
        XCTAssertEqual(messages, [
            "warning: Content/Notes/NoteStore.sqlite: note 15, PDF E3C7A1B9-5D6E-4F70-8192-A3B4C5D6E7F8: has no file beside the database "
                + "(Accounts/<account>/Media/<media>/<file name>, as its rows name it); the note shows [PDF] in its place",
            "warning: Content/Notes/NoteStore.sqlite: note 18, tag A1B2C3D4-0000-4000-8000-00000000007E: has no words (ZALTTEXT); the note shows [tag] in its place",
            "warning: Content/Notes/NoteStore.sqlite: note 18, table A1B2C3D4-0000-4000-8000-00000000007A: its data (ZMERGEABLEDATA1) is cut short; "
                + "the note shows [table] in its place",
        ])
        XCTAssertEqual(travel.tags, ["travel"])
        XCTAssertEqual(travel.bodyHTML?.components(separatedBy: "\n").filter { $0.contains("[") }, [
            "<p><span class=\"attachment\">[tag]</span></p>",
            "<p><span class=\"attachment\">[table]</span></p>",
        ])
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: ["UPDATE ZICCLOUDSYNCINGOBJECT SET ZMERGEABLEDATA1 = NULL WHERE Z_PK = 24"])
        XCTAssertEqual(try memo("Travel plans", in: site).1.last,
                       "warning: Content/Notes/NoteStore.sqlite: note 18, table A1B2C3D4-0000-4000-8000-00000000007A: has no data (ZMERGEABLEDATA1); the note shows [table] in its place")
    }
}
