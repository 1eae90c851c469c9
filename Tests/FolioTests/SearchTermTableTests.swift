@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Terms as numbers, compared byte for byte, and ordered as JavaScript orders strings.
final class SearchTermTableTests: XCTestCase {
    func id(_ term: String, in table: inout SearchTermTable) -> Int {
        var term = term
        return term.withUTF8 { table.id(of: $0) }
    }

    func term(_ id: Int, in table: SearchTermTable) -> String {
        table.withTerm(id) { String(decoding: $0, as: UTF8.self) }
    }

    /// Ids in the order terms first come, the same id each time after; a table that grows
    /// keeps them.
    func testEachTermHasOneIdInTheOrderTheyCome() {
        var table = SearchTermTable(capacity: 2)
        let terms = (0..<5000).map { "t\($0 * 7919 % 5000)" } + ["", "\0", "é", "e\u{301}", "读书", "𠀀", "abcdefgh", "abcdefghi", "abcdefghij", "abcdefgh\0"]
        for (k, term) in terms.enumerated() { XCTAssertEqual(id(term, in: &table), k) }
        for (k, term) in terms.enumerated().reversed() { XCTAssertEqual(id(term, in: &table), k) }
        XCTAssertEqual(table.count, terms.count)
        XCTAssertEqual((0..<table.count).map { term($0, in: table) }, terms)
    }

    /// `é` and `e` with a combining acute are one `String` but two terms, as they are two
    /// strings to JavaScript.
    func testCanonicallyEqualTermsAreTwo() {
        var table = SearchTermTable()
        XCTAssertNotEqual(id("é", in: &table), id("e\u{301}", in: &table))
    }

    /// UTF-8 compared as UTF-16 code units: a code point beyond U+FFFF (a surrogate pair) before
    /// U+E000…U+FFFF, as JavaScript's `<` has it.
    func testOrderIsUTF16s() {
        var table = SearchTermTable()
        let scalars: [Unicode.Scalar] = ["a", "z", "é", "\u{7FF}", "\u{800}", "读", "\u{D7FF}", "\u{E000}", "\u{FF21}", "\u{FFFD}", "😀", "\u{10000}", "\u{10FFFF}"]
        var terms: [String] = []
        for a in scalars {
            terms.append(String(a))
            for b in scalars.prefix(6) { terms.append(String(a) + String(b)) }
        }
        terms.append("")
        for term in terms { _ = id(term, in: &table) }
        let expected = terms.sorted { $0.utf16.lexicographicallyPrecedes($1.utf16) }
        XCTAssertEqual(table.idsInUTF16Order().map { term($0, in: table) }, expected)
        XCTAssertTrue(expected.firstIndex(of: "😀")! < expected.firstIndex(of: "\u{FF21}")!)
    }
}
