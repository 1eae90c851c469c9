@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Records read in parts on the workers add up to what one part of them all gives.
final class SearchIndexPartTests: XCTestCase {
    let records = (0..<40).map { k in
        SearchRecord(title: k % 3 == 0 ? "Garden \(k)" : "Note", url: PagePath("notes/\(k).html"), kind: .memo, by: k % 2 == 0 ? "qq" : "Zoë",
                     tags: k % 5 == 0 ? "生活" : "", date: "", parts: [.words(String(repeating: "word\(k % 7) Café 读书 ", count: k % 4 + 1)), .words(k % 4 == 1 ? "garden" : "")])
    }

    /// Every term with its records as the index writes them, in term order.
    func index(_ cuts: [Int]) -> [String: [UInt8]] {
        var terms = SearchTermTable()
        var postings: [SearchPostings] = []
        var display: [[UInt8]] = []
        for (start, end) in zip([0] + cuts, cuts + [records.count]) {
            SearchIndexPart(start..<end, record: { self.records[$0] }) { display.append($0) }.add(to: &terms, &postings)
        }
        XCTAssertEqual(display, records.map { $0.encoded() })
        return Dictionary(uniqueKeysWithValues: (0..<terms.count).map { id in (terms.withTerm(id) { String(decoding: $0, as: UTF8.self) }, postings[id].bytes) })
    }

    func testPartsAddUpToOnePart() {
        let whole = index([])
        let expected: Set<String> = ["garden", "note", "qq", "zoe", "生", "活", "生活", "cafe", "读", "书", "读书"]
        XCTAssertEqual(Set(whole.keys), expected.union((0..<40).filter { $0 % 3 == 0 }.map { "\($0)" }).union((0..<7).map { "word\($0)" }))
        XCTAssertEqual(whole["garden"].map { SearchIndexTests.decode(String(decoding: $0, as: UTF8.self)) },
                       (0..<40).filter { $0 % 3 == 0 || $0 % 4 == 1 }.map { $0 % 3 == 0 ? "\($0)*" : "\($0)" })
        XCTAssertEqual(index([1]), whole)
        XCTAssertEqual(index([8, 9, 30]), whole)
        XCTAssertEqual(index(Array(1..<40)), whole)
    }
}
