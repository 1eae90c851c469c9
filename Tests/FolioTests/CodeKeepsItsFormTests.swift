@testable import FolioAppleNotes
@testable import FolioCore
import Foundation
import SwiftProtobuf
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Code in notes keeps its form: Apple Notes' monospaced lines are one `<pre><code>` with their
/// indentation, and a `#word` in code (Markdown's or Apple Notes') is no tag.
final class CodeKeepsItsFormTests: XCTestCase {
    static let codeNote = "Setting up\nfunc f() {\n\tif x < 1 {\n        print(\"a & b\") #notag\n    }\n\n}\n#include <stdio.h>\nAfter the code, #real.\n"

    /// A note of `codeNote`: a title line, seven monospaced lines (a blank one among them), a body line.
    static func codeNoteBody() throws -> [UInt8] {
        let lines = codeNote.components(separatedBy: "\n").dropLast()
        var runs: [Notes_AttributeRun] = []
        for (index, line) in lines.enumerated() {
            var run = Notes_AttributeRun()
            run.length = Int32(line.utf16.count + 1)
            run.paragraphStyle.styleType = index == 0 ? 0 : index == lines.count - 1 ? -1 : 4
            runs.append(run)
        }
        var note = Notes_Note()
        note.noteText = codeNote
        note.attributeRun = try runs.map { try $0.serializedData() }
        var store = Notes_NoteStoreProto()
        store.document.note = note
        return GzipWriter.gzip(try store.serializedBytes())
    }

    func testMonospacedLinesAreOnePreKeepingTheirIndentation() throws {
        let note = try AppleNoteBody.decode(gzipped: Self.codeNoteBody())
        XCTAssertEqual(note.html { _ in nil }, """
        <pre><code>func f() {
        \tif x &lt; 1 {
                print(&quot;a &amp; b&quot;) #notag
            }

        }
        #include &lt;stdio.h&gt;</code></pre>
        <p>After the code, #real.</p>

        """)
        XCTAssertEqual(note.textOutsideCode, "Setting up\nAfter the code, #real.")
        XCTAssertEqual(note.plainText, "Setting up\nfunc f() {\n\tif x < 1 {\n        print(\"a & b\") #notag\n    }\n}\n#include <stdio.h>\nAfter the code, #real.",
                       "search still finds the code")
    }

    /// The note in a store: its page holds the one block, and its only tag is the one outside
    /// the code, also for `exclude: tags`.
    func testAppleNotesTagsAreNotFoundInCode() throws {
        let site = try FixtureSite()
        let fixtures = TestPaths.fixtures.appendingPathComponent("apple-notes")
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [try String(contentsOf: fixtures.appendingPathComponent("NoteStore.sql"), encoding: .utf8)])
        try FileManager.default.copyItem(at: fixtures.appendingPathComponent("Accounts"), to: site.folder.child("Content/Notes/Accounts"))
        let body = try Self.codeNoteBody().map { String(format: "%02X", $0) }.joined()
        try site.writeDatabase("Notes/NoteStore.sqlite", statements: [
            "UPDATE ZICNOTEDATA SET ZDATA = x'\(body)' WHERE ZNOTE = 11",
            "UPDATE ZICCLOUDSYNCINGOBJECT SET ZTITLE1 = 'Setting up' WHERE Z_PK = 11",
        ])
        try site.folder.write("exclude:\n  tags: [notag, include]\n", to: "folio.yml")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let tree = try FileTree(site.output)
        XCTAssertEqual(tree.paths.filter { $0.hasPrefix("tags/") }, ["tags/index.html", "tags/real.html", "tags/travel.html", "tags/vacation.html"],
                       "travel and vacation are another note's (Travel plans')")
        let page = String(decoding: tree.files["notes/notes/4C1D3B2A-0000-4000-8000-000000000011.html"] ?? Data(), as: UTF8.self)
        XCTAssertEqual(page.components(separatedBy: "<div class=\"body\">\n").dropFirst().first?.components(separatedBy: "</div>").first, """
        <pre><code>func f() {
        \tif x &lt; 1 {
                print(&quot;a &amp; b&quot;) #notag
            }

        }
        #include &lt;stdio.h&gt;</code></pre>
        <p>After the code, #real.</p>


        """)
    }

    /// A Markdown memo: `#selector` in a code span, a fenced block and an indented block is no
    /// tag, `#real` outside is; excluding `selector` withholds nothing.
    func testMarkdownTagsAreNotFoundInCode() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "Styles", "createTime": "2026/01/01 10:00",
                                     "detail": "Style `#selector` with care, #real.\n\n```css\n#selector { color: red }\n```\n\n    #selector\n"]]])
        try site.folder.write("exclude:\n  tags: [selector]\n", to: "folio.yml")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertEqual(result.content.notebooks.map { $0.notes.map(\.title) }, [["Styles"]])
        let tree = try FileTree(site.output)
        XCTAssertEqual(tree.paths.filter { $0.hasPrefix("tags/") }, ["tags/index.html", "tags/real.html"])
        let page = String(decoding: tree.files["notes/qq/1.html"] ?? Data(), as: UTF8.self)
        XCTAssertEqual(page.components(separatedBy: "\n").filter { $0.hasPrefix("<ul class=\"tags\"") },
                       ["<ul class=\"tags\" aria-label=\"Tags\"><li><a href=\"../../tags/real.html\">#real</a></li></ul>"])
    }
}
