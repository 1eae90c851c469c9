@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Real Notes databases of macOS 12 to 15 (../shared/fixtures/real/apple-notes-versions), each
/// against the text dump its maker wrote of every note: the 2×2 table's cells in order, the
/// tagged note's tags, the PDF's link (macOS 15's whole group container holds the file).
final class AppleNotesVersionsTests: XCTestCase {
    static let versions = "apple-notes-versions"

    /// The store loaded from a site whose Content holds it (and, for a group container, its
    /// Accounts folder), and the dump's notes by name.
    func load(_ version: String, container: Bool = false) throws -> (memos: [String: Note], messages: [String], dump: [String: [String: String]]) {
        let folder = try TestPaths.real(Self.versions)
        let site = try FixtureSite()
        if container {
            let group = folder.appendingPathComponent("macOS15-Sequioa/group.com.apple.notes")
            try site.folder.write(try Data(contentsOf: group.appendingPathComponent("NoteStore.sqlite")), to: "Content/Notes/NoteStore.sqlite")
            try FileManager.default.copyItem(at: group.appendingPathComponent("Accounts"), to: site.folder.child("Content/Notes/Accounts"))
        } else {
            try site.folder.write(try Data(contentsOf: folder.appendingPathComponent("NoteStore-macOS-\(version).sqlite")), to: "Content/Notes/NoteStore.sqlite")
        }
        let (content, diagnostics) = site.load()
        var memos: [String: Note] = [:]
        for memo in content.notebooks.flatMap(\.notes) { memos[memo.title] = memo }
        let text = try String(contentsOf: folder.appendingPathComponent("Notes-macOS-\(version).txt"), encoding: .utf8)
        return (memos, diagnostics.messages.map { $0.replacingOccurrences(of: site.url.path, with: "") }, Self.notes(inDump: text))
    }

    /// The dump's notes: `note.<field>=<value>` lines (a value runs on to the next field), by name.
    static func notes(inDump text: String) -> [String: [String: String]] {
        var notes: [String: [String: String]] = [:]
        var note: [String: String] = [:]
        var field: String?
        func end() { if let name = note["name"] { notes[name] = note } }
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("note."), let equals = line.firstIndex(of: "=") {
                let name = String(line[line.index(line.startIndex, offsetBy: 5)..<equals])
                if name == "id" { end(); note = [:] }
                note[name] = String(line[line.index(after: equals)...])
                field = name
            } else if let field {
                note[field, default: ""] += "\n" + line
            }
        }
        end()
        return notes
    }

    /// A table's cells, row by row, as `<tr>` and `<td>` hold them (the dump wraps each cell's
    /// words in a `<div>`).
    static func cells(_ html: String) -> [[String]] {
        matches(#"<tr>(.*?)</tr>"#, in: html).map { row in
            matches(#"<td[^>]*>(.*?)</td>"#, in: row).map { cell in
                cell.replacingOccurrences(of: "<div>", with: "").replacingOccurrences(of: "</div>", with: "").trimmingCharacters(in: .whitespacesAndNewlines)
            }
        }
    }

    static func matches(_ pattern: String, in text: String) -> [String] {
        let expression = try! NSRegularExpression(pattern: pattern, options: [.dotMatchesLineSeparators])
        return expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    /// The words the dump quotes in a note's text (“travel”).
    static func quoted(_ text: String) -> [String] {
        matches("\u{201C}([^\u{201D}]+)\u{201D}", in: text)
    }

    func checkTable(_ version: String) throws {
        let (memos, _, dump) = try load(version)
        let title = "This note has special formatting"
        let expected = Self.cells(try XCTUnwrap(dump[title]?["body"]))
        XCTAssertEqual(expected, [["Header 1", "Header 2"], ["Item 1", "Item 2"]], "the dump's table")
        XCTAssertEqual(Self.cells(try XCTUnwrap(memos[title]?.bodyHTML)), expected, "macOS \(version): the table's cells, in order")
        XCTAssertEqual(Self.matches("(<table>.*?</table>)", in: memos[title]?.bodyHTML ?? ""), [
            "<table>\n<tbody>\n<tr><td>Header 1</td><td>Header 2</td></tr>\n<tr><td>Item 1</td><td>Item 2</td></tr>\n</tbody>\n</table>",
        ])
    }

    func checkTags(_ version: String) throws {
        let (memos, _, dump) = try load(version)
        let title = "This note has tags"
        let expected = Self.quoted(try XCTUnwrap(dump[title]?["plaintext"]))
        XCTAssertEqual(expected, ["travel", "vacation"], "the dump's tags")
        let memo = try XCTUnwrap(memos[title])
        XCTAssertEqual(memo.tags, expected, "macOS \(version): the note's tags are its #tag attachments")
        XCTAssertEqual(memo.bodyHTML, "<p>This note has tags \u{201C}travel\u{201D} and \u{201C}vacation\u{201D}</p>\n<p>#travel</p>\n<p>#vacation</p>\n")
        XCTAssertEqual(memo.tagText, "This note has tags\nThis note has tags \u{201C}travel\u{201D} and \u{201C}vacation\u{201D}",
                       "the tags are known as they are, not looked for again in the text")
        var rules = PublishingRules()
        rules.excludedTags = ["vacation"]
        XCTAssertFalse(rules.publishes(tags: memo.tags), "exclude: tags hides the note")
    }

    func testMonterey() throws {
        try checkTable("12-Monterey")
    }

    func testVentura() throws {
        try checkTable("13-Ventura")
        try checkTags("13-Ventura")
    }

    func testSonoma() throws {
        try checkTable("14-Sonoma")
        let (memos, messages, dump) = try load("14-Sonoma")
        XCTAssertEqual(Self.quoted(try XCTUnwrap(dump["This note has an attachment"]?["body"])), ["bitcoin.pdf"])
        XCTAssertEqual(memos["This note has an attachment"]?.bodyHTML,
                       "<p>This attachment is named \u{201C}bitcoin.pdf\u{201D}</p>\n<p><span class=\"attachment\">[PDF]</span></p>\n",
                       "the database alone: the PDF is not beside it")
        XCTAssertEqual(messages, [
            "warning: Content/Notes/NoteStore.sqlite: note 18, PDF 56C3AEC1-B867-4E92-9498-B72734370AAA: has no file beside the database "
                + "(Accounts/<account>/Media/<media>/<file name>, as its rows name it); the note shows [PDF] in its place",
        ])
    }

    func testSequoia() throws {
        try checkTable("15-Seqoia")
        try checkTags("15-Seqoia")
    }

    /// The whole group container: the PDF is in Accounts/LocalAccount/Media/<media>/<generation>/.
    func testSequoiasGroupContainerLinksThePDF() throws {
        let (memos, messages, dump) = try load("15-Seqoia", container: true)
        XCTAssertEqual(messages, [])
        let name = try XCTUnwrap(Self.quoted(try XCTUnwrap(dump["This note has an attachment"]?["body"])).first)
        XCTAssertEqual(memos["This note has an attachment"]?.bodyHTML, """
            <p>The attachment is called \u{201C}bitcoin.pdf\u{201D}</p>
            <p><a href="Accounts/LocalAccount/Media/8D7EFE9A-D285-4899-8A2F-2AD8F007F819/1_0EBCC207-6001-406B-AC27-841CF2BB81FE/bitcoin.pdf">\(name)</a></p>

            """)
        XCTAssertEqual(memos["This note has an attachment"]?.bodyFiles, [
            "Accounts/LocalAccount/Media/8D7EFE9A-D285-4899-8A2F-2AD8F007F819/1_0EBCC207-6001-406B-AC27-841CF2BB81FE/bitcoin.pdf",
        ])
    }
}
