import FolioAppleNotes
import XCTest

/// Apple Notes' note bodies (gzipped protobuf in ZICNOTEDATA.ZDATA) made into HTML, note by note
/// of the fixture database (Fixtures/apple-notes, built from the documented schema).
final class AppleNoteBodyTests: XCTestCase {
    var fixture: NoteStoreFixture!

    override func setUpWithError() throws {
        fixture = try NoteStoreFixture()
    }

    func note(_ title: String) throws -> AppleNote {
        try AppleNoteBody.decode(gzipped: fixture.body(of: title))
    }

    func html(_ title: String) throws -> String {
        try note(title).html(attachment: fixture.attachmentContent)
    }

    func testTheFixtureHoldsFoldersNestedDeletedAndLockedNotes() throws {
        let notes = try fixture.notes()
        XCTAssertEqual(notes.map(\.title), ["Paragraph styles", "Font styles", "Lists", "Shopping", "京都旅行 🍵", "Trip photos", "Old draft", "Bank codes", "Travel plans"])
        XCTAssertEqual(notes.map(\.folder), ["Notes", "Notes", "Notes", "Notes/Recipes", "Notes", "Notes", "Recently Deleted", "Notes", "Notes"])
        XCTAssertEqual(notes.map(\.folderType), [0, 0, 0, 0, 0, 0, 1, 0, 0], "Recently Deleted is told by ZFOLDERTYPE 1, in any language")
        XCTAssertEqual(notes.map(\.locked), [false, false, false, false, false, false, false, true, false])
        for note in notes where !note.locked {
            XCTAssertEqual(try self.note(note.title).title, note.title, "a note's title is its first line, as ZTITLE1 keeps it")
        }
    }

    func testParagraphStyles() throws {
        XCTAssertEqual(try html("Paragraph styles"), """
        <h2>A heading</h2>
        <h3>A subheading</h3>
        <p>Body text, &amp; some &lt;angle&gt; brackets.</p>
        <pre><code>let x = 1

        print(x)</code></pre>
        <p>After the code.</p>

        """, "the title-styled first line is the page's title, not the body's; monospaced lines are one block, blank lines kept")
        XCTAssertEqual(try note("Paragraph styles").plainText, "Paragraph styles\nA heading\nA subheading\nBody text, & some <angle> brackets.\nlet x = 1\nprint(x)\nAfter the code.")
    }

    func testFontStylesAndLinks() throws {
        XCTAssertEqual(try html("Font styles"), """
        <p>Plain, <strong>bold</strong>, <em>italic</em>, <strong><em>both</em></strong>, <u>underlined</u>, <s>struck</s>, \
        E = mc<sup>2</sup>, H<sub>2</sub>O.</p>
        <p>Links: <a href="https://example.org/?a=1&amp;b=2">example</a>, <a href="mailto:me@example.org">mail me</a>, \
        <a href="http://example.com/"><strong>a bold link</strong></a>, a trap, \
        <a href="applenotes:note/4C1D3B2A-0000-4000-8000-000000000001">another note</a>.</p>

        """, "javascript: is shown as its words; Notes' own links are kept for the site to resolve (AppleNotesLinkTests)")
    }

    func testListsNestByIndent() throws {
        XCTAssertEqual(try html("Lists"), """
        <ul>
        <li>Fruit
        <ul>
        <li>Apples
        <ul>
        <li>Cox</li>
        </ul>
        </li>
        <li>Pears</li>
        </ul>
        </li>
        <li>Vegetables</li>
        </ul>
        <ul class="dashed">
        <li>A dash</li>
        <li>Another dash</li>
        </ul>
        <p>Steps:</p>
        <ol>
        <li>Preheat</li>
        <li>Mix</li>
        <li>Bake</li>
        </ol>

        """)
    }

    func testChecklistShowsWhatIsDone() throws {
        XCTAssertEqual(try html("Shopping"), """
        <ul class="checklist">
        <li class="done"><input type="checkbox" disabled checked> Flour</li>
        <li><input type="checkbox" disabled> Eggs</li>
        <li class="done"><input type="checkbox" disabled checked> Butter
        <ul class="checklist">
        <li><input type="checkbox" disabled> Salted</li>
        </ul>
        </li>
        </ul>
        <p>Ask about oat milk.</p>

        """)
    }

    func testRunLengthsCountUTF16CodeUnits() throws {
        let note = try note("京都旅行 🍵")
        XCTAssertEqual(note.title, "京都旅行 🍵")
        XCTAssertEqual(note.html(attachment: { _ in nil }), """
        <p>第一天：🚅 到达京都，参观<strong>清水寺</strong>。</p>
        <p>👨‍👩‍👧 一家人吃了<em>抹茶冰淇淋 🍦</em>，很好吃！</p>
        <ul>
        <li>🎋 竹林</li>
        <li>⛩️ <s>金阁寺（下次）</s></li>
        </ul>

        """, "after an emoji (two code units) and a family of five scalars, the styles still fall on their words")
        XCTAssertEqual(note.plainText, "京都旅行 🍵\n第一天：🚅 到达京都，参观清水寺。\n👨‍👩‍👧 一家人吃了抹茶冰淇淋 🍦，很好吃！\n🎋 竹林\n⛩️ 金阁寺（下次）")
    }

    func testAttachmentsAskThePageAndElseSayWhatTheyAre() throws {
        let note = try note("Trip photos")
        XCTAssertEqual(note.attachments, [
            AttachmentRef(identifier: "C1A5E0F2-3B4C-4D5E-8F60-718293A4B5C6", typeUTI: "public.jpeg"),
            AttachmentRef(identifier: "E3C7A1B9-5D6E-4F70-8192-A3B4C5D6E7F8", typeUTI: "com.adobe.pdf"),
        ])
        XCTAssertEqual(try fixture.mediaPath(of: note.attachments[1]),
                       "Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/F4D8B2CA-6E7F-4081-92A3-B4C5D6E7F809/1_9C0B8A7D-6E5F-4A3B-8C2D-1E0F9A8B7C6D/tickets.pdf",
                       "the PDF is in a folder for its version (ZGENERATION1), as macOS 13 on keeps files")
        XCTAssertEqual(note.html(attachment: fixture.attachmentContent), """
        <p>The teapot we bought:</p>
        <figure><img src="Accounts/5F1A7C2E-8B3D-4E6F-9A0B-1C2D3E4F5A6B/Media/D2B6F1A3-4C5D-4E6F-9071-8293A4B5C6D7/teapot.jpg" alt=""></figure>
        <p>Our tickets <span class="attachment">[PDF]</span> are here.</p>

        """, "an image alone on its line is a figure, without <p>; an attachment the page has nothing for is a placeholder")
        XCTAssertEqual(note.html(attachment: { _ in nil }), """
        <p>The teapot we bought:</p>
        <p><span class="attachment">[image]</span></p>
        <p>Our tickets <span class="attachment">[PDF]</span> are here.</p>

        """)
        XCTAssertEqual(note.plainText, "Trip photos\nThe teapot we bought:\nOur tickets  are here.")
    }

    func testDeletedNoteReadsAndLockedNoteIsRefusedInPlainWords() throws {
        XCTAssertEqual(try html("Old draft"), "<p>Nothing to keep.</p>\n")
        XCTAssertThrowsError(try note("Bank codes")) { error in
            XCTAssertEqual(error as? AppleNoteError, .unpacking(.notGzip(firstBytes: [0x23, 0x0D])))
            XCTAssertEqual("\(error)", "is not gzip data (its first bytes are 23 0d)", "an encrypted body is not gzip")
        }
    }
}
