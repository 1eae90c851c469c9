@testable import FolioPlist
import Foundation
import XCTest

/// A large XML plist's root children are parsed on several threads (`RootChildren`): the value
/// and every error are those of the parse on one thread.
final class PlistRootChildrenTests: XCTestCase {
    /// The memo app's real file (`shared/fixtures/real/MemoInfo.plist`), its accounts repeated
    /// under new names past the size that is parsed on several threads, with a comment, CDATA,
    /// entities, empty elements and a keyed archive's reference among them.
    func largePlist(middle: String = "") throws -> [UInt8] {
        try Self.largePlist(middle: middle)
    }

    static func largePlist(middle: String = "") throws -> [UInt8] {
        let real = try String(contentsOf: TestPaths.real("MemoInfo.plist"), encoding: .utf8)
        let start = try XCTUnwrap(real.range(of: "<dict>")).upperBound
        let end = try XCTUnwrap(real.range(of: "</dict>\n</plist>", options: .backwards)).lowerBound
        let accounts = String(real[start..<end])
        var body = ""
        for copy in 0..<400 {
            body += accounts.replacingOccurrences(of: "<key>163</key>", with: "<key>163-\(copy)</key>")
                .replacingOccurrences(of: "<key>icloud</key>", with: "<key>icloud-\(copy)</key>")
            body += "<key>odd-\(copy)</key><array><!-- a </string> in a comment --><string>a &lt; b<![CDATA[ <c> ]]></string><dict/><string/>"
            body += "<dict><key>CF$UID</key><integer>\(copy)</integer></dict><array><true/><real>1.5</real></array></array>"
            if copy == 200 { body += middle }
        }
        return Array((String(real[..<start]) + body + String(real[end...])).utf8)
    }

    enum Outcome: Equatable {
        case success(PlistValue)
        case failure(String)
    }

    func parse(_ bytes: [UInt8], workers: Int) -> Outcome {
        do {
            return .success(try XMLPlistParser.parse(bytes, workers: workers))
        } catch {
            return .failure("\(error)")
        }
    }

    func testTheRootsChildrenAreParsedApartAndGiveTheSameValue() throws {
        let bytes = try largePlist()
        XCTAssertGreaterThan(bytes.count, XMLPlistParser.parallelBytes)
        var parser = XMLPlistParser(bytes: bytes)
        parser.workers = 4
        parser.index = try XCTUnwrap(bytes.indices.first { bytes[$0...].starts(with: "<dict>".utf8) }) + "<dict>".utf8.count
        let apart = try XCTUnwrap(RootChildren(parser: parser, closing: "dict").parsed())
        XCTAssertEqual(apart.entries.count, 1600)
        XCTAssertEqual(.dict(apart.entries), try XMLPlistParser.parse(bytes, workers: 1))
        XCTAssertEqual(try XMLPlistParser.parse(bytes, workers: 4), try XMLPlistParser.parse(bytes, workers: 1))
    }

    func testAnElementsEndIsFoundByItsTags() throws {
        let text = "<string>a > b</string><!-- </dict> --><![CDATA[</dict>]]><?pi </dict> ?><dict/><array></array></dict> after"
        XCTAssertEqual(try RootChildren.end(ofElementFrom: 0, in: Array(text.utf8)), text.utf8.count - " after".utf8.count)
        XCTAssertThrowsError(try RootChildren.end(ofElementFrom: 0, in: Array("<string>a</string><!-- unfinished".utf8)))
        XCTAssertThrowsError(try RootChildren.end(ofElementFrom: 0, in: Array("<!DOCTYPE x></dict>".utf8)))
    }

    /// Each error in a child, or after one, is the error the parse on one thread gives.
    func testErrorsAreTheOnesOfTheParseOnOneThread() throws {
        let cases: [(String, String?)] = [
            ("<key>bad</key><string>&nbsp;</string>", "has the entity &nbsp; which a plist cannot hold"),
            ("<key>bad</key><string>x</integer>", "has another tag where </string> was expected"),
            ("<key>bad</key><array><integer>x</integer></array>", "has <integer> \"x\", not a whole number"),
            ("<key>bad</key><array><!-- \u{FF} --></array>", "is not valid UTF-8"),
            ("<string>a key missing</string>", "has <string> in a dict where a <key> was expected"),
            ("<key>bad</key><array><string>unfinished</array>", "has another tag where </string> was expected"),
            // Passed over by the parse, though the scan for ends cannot: parsed on one thread.
            ("<key>doctype</key><array><!DOCTYPE x></array>", nil),
        ]
        for (middle, reason) in cases {
            var bytes = try largePlist(middle: middle)
            if middle.contains("\u{FF}") {
                // U+00FF is two bytes in UTF-8; its first alone is not UTF-8.
                let at = try XCTUnwrap(bytes.indices.first { bytes[$0] == 0xC3 && bytes[$0 + 1] == 0xBF })
                bytes[at + 1] = 0x20
            }
            let one = parse(bytes, workers: 1)
            let apart = parse(bytes, workers: 4)
            XCTAssertTrue(apart == one, "\(middle): \(String(describing: apart).prefix(300)) against \(String(describing: one).prefix(300))")
            switch (one, reason) {
            case (.failure(let message), let reason?):
                XCTAssertTrue(message.hasPrefix("XML plist line ") && message.hasSuffix(": \(reason)"), "\(middle): \(message)")
            case (.success, nil): break
            default: XCTFail("\(middle): \(String(describing: one).prefix(300))")
            }
        }
    }

    /// Texts of every length of UTF-8 sequence come out as they went in.
    func testValidUTF8TextsAreKeptAsTheyAre() throws {
        let text = "a é 中文 😀 \u{10FFFF} z"
        let value = try XMLPlistParser.parse(Array("<plist><dict><key>\(text)</key><string>\(text)</string></dict></plist>".utf8), workers: 1)
        XCTAssertEqual(value, .dict([PlistEntry(key: text, value: .string(text))]))
    }

    /// An invalid byte anywhere is the error, even where a parse error comes first.
    func testInvalidUTF8IsTheErrorWhereverItIs() {
        let cases: [([UInt8], String)] = [
            (Array("<plist version=\"1.0".utf8) + [0xFF] + Array("\"><string>a</string></plist>".utf8), "XML plist line 1, column 20: is not valid UTF-8"),
            (Array("<plist><string>&nbsp;</string><!-- ".utf8) + [0xC3] + Array(" --></plist>".utf8), "XML plist line 1, column 36: is not valid UTF-8"),
            (Array("<plist><string>".utf8) + [0xE4, 0xB8] + Array("</string></plist>".utf8), "XML plist line 1, column 16: is not valid UTF-8"),
            // Three bytes of a four-byte sequence: repaired, they would be one U+FFFD of three
            // bytes, as many as they were (`validString` compares the bytes, not their count).
            (Array("<plist><string>a".utf8) + [0xF0, 0x9F, 0x98] + Array("b</string></plist>".utf8), "XML plist line 1, column 17: is not valid UTF-8"),
            (Array("<plist><string>".utf8) + [0xED, 0xA0, 0x80] + Array("</string></plist>".utf8), "XML plist line 1, column 16: is not valid UTF-8"),
            (Array("<plist><dict><key>".utf8) + [0xC0, 0xAF] + Array("</key><true/></dict></plist>".utf8), "XML plist line 1, column 19: is not valid UTF-8"),
        ]
        for (bytes, message) in cases {
            XCTAssertThrowsError(try XMLPlistParser.parse(bytes, workers: 1)) { error in
                XCTAssertEqual(error as? PlistError, PlistError.malformed(message))
            }
        }
    }
}
