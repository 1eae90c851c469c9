@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

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

    /// Sorting by key gives the bytes' order: keys that agree on a long start, one a prefix of
    /// another, with a NUL where the others end, in other scripts and normal forms; and the same
    /// pairs in any order they come in.
    func testSortingByKeyGivesTheBytesOrder() {
        let shared = "notes/account-004/a-long-notebook-name/"
        var keys = ["", "a", "a\u{0}", "a\u{0}\u{0}b", "ab", "B", "caf\u{E9}.html", "cafe\u{301}.html", "读书", "\u{1F600}",
                    shared, shared + "memo-10.html", shared + "memo-9.html", shared + "memo-9.htm", shared + "读.html",
                    String(repeating: "x", count: 31), String(repeating: "x", count: 32), String(repeating: "x", count: 33),
                    String(repeating: "x", count: 32) + "\u{0}", String(repeating: "x", count: 32) + "a"]
        var generator = SeededGenerator(seed: 17)
        for round in 0..<20 {
            keys.shuffle(using: &generator)
            let pairs = keys.enumerated().map { (key: $0.element, value: $0.offset) }
            let sorted = pairs.sortedInByteOrder(by: \.key)
            XCTAssertEqual(sorted.map(\.key), keys.sorted { Array($0.utf8).lexicographicallyPrecedes(Array($1.utf8)) }, "round \(round)")
            XCTAssertEqual(sorted.map { keys[$0.value] }, sorted.map(\.key), "round \(round): each key keeps its element")
        }
    }
}
