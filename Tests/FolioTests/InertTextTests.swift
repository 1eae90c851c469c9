@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `inert` skips the cleaning when a quick look at the bytes (eight at a time) finds nothing to
/// remove; the look must never miss what the cleaning would remove.
final class InertTextTests: XCTestCase {
    private let pieces = [
        "a", "Zz", " ", "\t", "\n", "\r", "读", "书", "é", "e\u{301}", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9F}",
        "\u{202E}", "\u{2066}", "\u{2028}", "—", "<", ">", "&", "\"", "'", "\"\u{301}", "<\u{20DD}", "&\u{301}", "😀", "Ω",
    ]

    func testTheQuickLookNeverMissesWhatCleaningRemoves() {
        var generator = SeededGenerator(seed: 7)
        var cleanedSome = 0
        for _ in 0..<20_000 {
            let count = Int.random(in: 0...40, using: &generator)
            // Mostly plain text, so the eight-byte skips are exercised around the odd piece.
            let text = (0..<count).map { _ in
                Int.random(in: 0..<4, using: &generator) == 0 ? pieces.randomElement(using: &generator)! : "plain"
            }.joined()
            XCTAssertEqual(text.inert.unicodeScalars.map(\.value), text.cleaned.unicodeScalars.map(\.value), text.debugDescription)
            if text.cleaned != text { cleanedSome += 1 }
        }
        XCTAssertGreaterThan(cleanedSome, 1000, "the cases include text that needs cleaning")
    }

    func testPlainTextOfAnyLengthIsKeptAsItIs() {
        for length in 0..<40 {
            let text = String(repeating: "ab读<c", count: length)
            XCTAssertEqual(text.inert, text)
        }
    }
}
