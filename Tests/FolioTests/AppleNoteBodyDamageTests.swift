@testable import FolioAppleNotes
import Foundation
import SwiftProtobuf
import XCTest

/// Damaged and hostile note bodies: each is a clear error in plain words, or a sane rendering;
/// none crashes, and none costs more than its limits.
final class AppleNoteBodyDamageTests: XCTestCase {
    func body(_ text: String?, _ runs: [Notes_AttributeRun]) throws -> [UInt8] {
        var note = Notes_Note()
        if let text { note.noteText = text }
        note.attributeRun = try runs.map { try $0.serializedData() }
        var store = Notes_NoteStoreProto()
        store.document.note = note
        return try store.serializedBytes()
    }

    func run(_ length: Int32, _ set: (inout Notes_AttributeRun) -> Void = { _ in }) -> Notes_AttributeRun {
        var run = Notes_AttributeRun()
        run.length = length
        set(&run)
        return run
    }

    func html(_ text: String?, _ runs: [Notes_AttributeRun]) throws -> String {
        try AppleNoteBody.decode(protobuf: body(text, runs)).html { _ in nil }
    }

    func message(_ body: () throws -> Any) -> String {
        do {
            _ = try body()
            return "no error"
        } catch {
            return "\(error)"
        }
    }

    func testGzipErrorsSayWhatIsWrong() throws {
        let good = GzipWriter.gzip(Array("hello, notes".utf8))
        XCTAssertEqual(try Gunzip.inflate(good, limit: 100), Array("hello, notes".utf8))
        XCTAssertEqual(message { try Gunzip.inflate([], limit: 100) }, "is empty")
        XCTAssertEqual(message { try Gunzip.inflate(Array("{\"a\": 1}".utf8), limit: 100) }, "is not gzip data (its first bytes are 7b 22)")
        XCTAssertEqual(message { try Gunzip.inflate([0x1F], limit: 100) }, "is not gzip data (its first byte is 1f)")
        XCTAssertEqual(message { try Gunzip.inflate(Array(good.prefix(20)), limit: 100) }, "is cut short")
        XCTAssertEqual(message { try Gunzip.inflate(Array(good.prefix(10)), limit: 100) }, "is cut short", "a header and nothing after it")
        var badChecksum = good
        badChecksum[badChecksum.count - 6] ^= 0xFF
        XCTAssertEqual(message { try Gunzip.inflate(badChecksum, limit: 100) }, "is damaged: its compressed data does not unpack")
        var badBlock = good
        badBlock[10] = 0x07  // a block type deflate does not have
        XCTAssertEqual(message { try Gunzip.inflate(badBlock, limit: 100) }, "is damaged: its compressed data does not unpack")
        XCTAssertEqual(message { try Gunzip.inflate(good + [0, 1, 2], limit: 100) }, "has 3 bytes after its end that are not gzip data")
        XCTAssertEqual(message { try Gunzip.inflate(good, limit: 5) }, "would be larger than 5 bytes unpacked")
    }

    func testGunzipReadsZlibDataAndSeveralMembers() throws {
        XCTAssertEqual(try Gunzip.inflate(GzipWriter.zlib(Array("zlib".utf8)), limit: 100), Array("zlib".utf8))
        XCTAssertEqual(try Gunzip.inflate(GzipWriter.gzip(Array("one ".utf8)) + GzipWriter.gzip(Array("two".utf8)), limit: 100), Array("one two".utf8),
                       "gzip members one after another are one text, as gunzip reads them")
        let large = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 * 7) }
        XCTAssertEqual(try Gunzip.inflate(GzipWriter.gzip(large), limit: 200_000), large, "output larger than one chunk, exactly at the limit")
    }

    func testABombIsRefusedAtTheLimit() throws {
        let bomb = GzipWriter.bomb(unpackedSize: AppleNoteLimits.unpackedBytes + 1)
        XCTAssertLessThan(bomb.count, 500_000)
        XCTAssertEqual(message { try AppleNoteBody.decode(gzipped: bomb) }, "would be larger than 16 MB unpacked")
        XCTAssertEqual(message { try Gunzip.inflate(GzipWriter.bomb(unpackedSize: 1 << 20), limit: 64 << 10) }, "would be larger than 64 KB unpacked")
    }

    func testProtobufErrorsSayWhatIsWrong() throws {
        let good = try body("A note that is long enough to cut", [run(5)])
        XCTAssertEqual(message { try AppleNoteBody.decode(protobuf: Array(good.prefix(20))) }, "is cut short: the note in it ends part way")
        XCTAssertEqual(message { try AppleNoteBody.decode(protobuf: [0x0F, 0x00]) }, "is damaged: it does not hold a note in Notes' format")
        XCTAssertEqual(message { try AppleNoteBody.decode(protobuf: []) }, "holds no note", "an empty body")
        XCTAssertEqual(message { try AppleNoteBody.decode(gzipped: GzipWriter.gzip([])) }, "holds no note")
        var noNote = Notes_NoteStoreProto()
        noNote.document.version = 2
        XCTAssertEqual(message { try AppleNoteBody.decode(protobuf: try noNote.serializedBytes()) }, "holds no note", "a document without its note")
        // note_text (field 2 of the note) holding a byte that is never UTF-8.
        let badText: [UInt8] = [0x12, 0x07, 0x1A, 0x05, 0x12, 0x03, 0x61, 0xFF, 0x62]
        XCTAssertEqual(message { try AppleNoteBody.decode(protobuf: badText) }, "is damaged: a text in it is not UTF-8")
        XCTAssertEqual(message { try AppleNoteBody.decode(gzipped: GzipWriter.gzip(good)) }, "no error")
    }

    func testADamagedRunIsAnError() throws {
        func decode(_ run: [UInt8]) throws -> AppleNote {
            var note = Notes_Note()
            note.noteText = "x"
            note.attributeRun = [Data(run)]
            var store = Notes_NoteStoreProto()
            store.document.note = note
            return try AppleNoteBody.decode(protobuf: store.serializedBytes())
        }
        XCTAssertEqual(message { try decode([0x08]) }, "is damaged: it does not hold a note in Notes' format", "a length cut short inside whole bytes")
        XCTAssertEqual(message { try decode([0x08, 0x01, 0x4A, 0x01, 0xFF]) }, "is damaged: a text in it is not UTF-8", "a link that is not UTF-8")
        XCTAssertEqual(try decode([]).html { _ in nil }, "<p>x</p>\n", "an empty run covers nothing")
    }

    func testFieldsNotesWritesAndFolioDoesNotReadArePassedOver() throws {
        var note = Notes_Note()
        note.noteText = "Hello"
        note.attributeRun = [try run(5) { $0.fontWeight = 1 }.serializedData()]
        // Fields 3 and 99 of a note: not in Folio's layout.
        var bytes: [UInt8] = try note.serializedBytes()
        bytes += [0x1A, 0x02, 0x08, 0x01, 0x98, 0x06, 0x07]
        let document: [UInt8] = [0x10, 0x00, 0x1A, UInt8(bytes.count)] + bytes
        let store: [UInt8] = [0x12, UInt8(document.count)] + document
        XCTAssertEqual(try AppleNoteBody.decode(protobuf: store).html { _ in nil }, "<p><strong>Hello</strong></p>\n")
    }

    func testANoteWithoutTextIsEmpty() throws {
        let note = try AppleNoteBody.decode(protobuf: body(nil, [run(10) { $0.fontWeight = 1 }]))
        XCTAssertEqual(note.html { _ in nil }, "")
        XCTAssertEqual(note.title, "")
        XCTAssertEqual(note.plainText, "")
        XCTAssertEqual(note.attachments, [])
    }

    func testRunsThatDoNotFitTheTextAreCutOrLeftPlain() throws {
        XCTAssertEqual(try html("Hi\nthere", [run(2) { $0.fontWeight = 1 }, run(100) { $0.fontWeight = 2 }, run(5) { $0.underlined = 1 }]),
                       "<p><strong>Hi</strong></p>\n<p><em>there</em></p>\n", "a run past the end is cut there; runs after it are left out")
        XCTAssertEqual(try html("abc def", [run(3) { $0.fontWeight = 1 }]), "<p><strong>abc</strong> def</p>\n", "text after the last run is plain")
        XCTAssertEqual(try html("abc def", [run(-5) { $0.fontWeight = 1 }, run(0) { $0.fontWeight = 2 }, run(3) { $0.underlined = 1 }]),
                       "<p><u>abc</u> def</p>\n", "zero and negative lengths cover nothing")
        XCTAssertEqual(try html("😀x", [run(1) { $0.fontWeight = 1 }, run(2) { $0.fontWeight = 2 }]), "<p><strong>😀</strong><em>x</em></p>\n",
                       "a run ending inside a surrogate pair takes the whole emoji")
        XCTAssertEqual(try html("no runs at all", []), "<p>no runs at all</p>\n")
    }

    func testAbsurdIndentsAreBounded() throws {
        func item(_ text: String, indent: Int32) -> Notes_AttributeRun {
            run(Int32(text.utf16.count)) {
                $0.paragraphStyle.styleType = 100
                $0.paragraphStyle.indentAmount = indent
            }
        }
        XCTAssertEqual(try html("a\nb\nc", [item("a\n", indent: 0), item("b\n", indent: .max), item("c", indent: -3)]), """
        <ul>
        <li>a
        <ul>
        <li>b</li>
        </ul>
        </li>
        <li>c</li>
        </ul>

        """)
        let lines = (0..<300).map { "item \($0)" }
        let deep = try html(lines.joined(separator: "\n"), lines.enumerated().map { item($1 + "\n", indent: Int32($0)) })
        XCTAssertEqual(deep.components(separatedBy: "<ul>").count - 1, AppleNoteLimits.listLevels, "300 indents nest 8 lists deep")
        XCTAssertEqual(deep.components(separatedBy: "<ul>").count, deep.components(separatedBy: "</ul>").count)
        XCTAssertEqual(deep.components(separatedBy: "<li>").count, deep.components(separatedBy: "</li>").count)
        XCTAssertEqual(deep.components(separatedBy: "<li>").count - 1, 300, "every item is shown")
    }

    func testWhatCouldActIsLeftOutAndEveryTextEscaped() throws {
        let link = "https://example.org/\"><script>alert(1)</script>"
        let text = "a\u{0}b\u{202E}c\r\n<b>&\"\u{FFFC}"
        XCTAssertEqual(try html(text, [run(7), run(Int32(text.utf16.count) - 7) { $0.link = link }]), """
        <p>abc</p>
        <p><a href="https://example.org/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">&lt;b&gt;&amp;&quot;</a></p>

        """, "controls, bidi overrides and a U+FFFC that names no attachment are dropped")
        XCTAssertEqual(try html("x", [run(1) { $0.link = " JavaScript:alert(1)" }]), "<p>x</p>\n")
        XCTAssertEqual(try html("x", [run(1) { $0.link = " HTTPS://example.org " }]), "<p><a href=\"HTTPS://example.org\">x</a></p>\n")
    }

    func testUnknownStylesAreBodyTextAndTheTitleIsTheFirstLineWithWords() throws {
        let title = run(6) { $0.paragraphStyle.styleType = 0 }
        let store = try body("\u{FFFC}\nTitle\nOdd style\nA later title", [
            run(2) { $0.attachmentInfo.attachmentIdentifier = "X"; $0.attachmentInfo.typeUti = "com.apple.drawing.2" },
            title, run(10) { $0.paragraphStyle.styleType = 3 }, run(13) { $0.paragraphStyle.styleType = 0 },
        ])
        let note = try AppleNoteBody.decode(protobuf: store)
        XCTAssertEqual(note.title, "Title")
        XCTAssertEqual(note.html { _ in nil }, """
        <p><span class="attachment">[drawing]</span></p>
        <p>Odd style</p>
        <h2>A later title</h2>

        """)
    }
}
