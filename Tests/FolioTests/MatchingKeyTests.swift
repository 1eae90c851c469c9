@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

final class MatchingKeyTests: XCTestCase {
    /// Tags and titles match whatever their normal form and case; ASCII and CJK text, which
    /// skips the normalisation, gets the key the normalisation would give.
    func testKeysAreNFCInLowerCase() {
        let cases: [(String, String)] = [
            ("Reading", "reading"), ("读书 Notes", "读书 notes"), ("カタカナ", "カタカナ"), ("Cafe\u{301}", "caf\u{E9}"),
            ("CAF\u{C9}", "caf\u{E9}"), ("\u{391}\u{392}\u{393}", "\u{3B1}\u{3B2}\u{3B3}"), ("\u{1100}\u{1161}", "\u{AC00}"),
        ]
        for (text, key) in cases {
            XCTAssertEqual(text.matchingKey.unicodeScalars.map(\.value), key.unicodeScalars.map(\.value), text)
            XCTAssertEqual(text.matchingKey, text.precomposedStringWithCanonicalMapping.lowercased(), text)
        }
    }
}
