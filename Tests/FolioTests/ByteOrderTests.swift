@testable import FolioCore
import XCTest

final class ByteOrderTests: XCTestCase {
    /// The order of the texts' UTF-8 bytes, whatever their length, script or normal form: the
    /// order String's own `<` gives differs for the last two (it compares normalised text).
    func testTextsSortByTheirUTF8Bytes() {
        let texts = ["", "a", "a/b.html", "a/", "ab", "B", "notes/qq/memo-10.html", "notes/qq/memo-9.html", "读书", "z",
                     "caf\u{E9}.html", "cafe\u{301}.html", String(repeating: "long-", count: 20), "\u{1F600}"]
        let sorted = texts.sorted { $0.precedesInByteOrder($1) }
        XCTAssertEqual(sorted, ["", "B", "a", "a/", "a/b.html", "ab", "cafe\u{301}.html", "caf\u{E9}.html", String(repeating: "long-", count: 20),
                                "notes/qq/memo-10.html", "notes/qq/memo-9.html", "z", "读书", "\u{1F600}"])
        for a in texts {
            XCTAssertFalse(a.precedesInByteOrder(a), a)
            for b in texts where a != b {
                XCTAssertEqual(a.precedesInByteOrder(b), Array(a.utf8).lexicographicallyPrecedes(Array(b.utf8)), "\(a) < \(b)")
            }
        }
    }
}
