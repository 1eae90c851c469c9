@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

extension SearchTermChunks {
    /// The chunks of the terms of `postings` (their ids in a `SearchTermTable` in any order).
    init(postings: [String: SearchPostings], maxBytes: Int) {
        var terms = SearchTermTable()
        var byID: [SearchPostings] = []
        for (term, records) in postings {
            var term = term
            _ = term.withUTF8 { terms.id(of: $0) }
            byID.append(records)
        }
        self.init(terms: terms, postings: byID, maxBytes: maxBytes)
    }
}

/// Postings as digits, and the terms cut into chunks in UTF-16 order.
final class SearchTermChunksTests: XCTestCase {
    func postings(_ records: [(Int, Bool)]) -> SearchPostings {
        var postings = SearchPostings()
        for (id, inTitle) in records { postings.append(id, inTitle: inTitle) }
        return postings
    }

    /// (id - previous - 1) * 2 + title, five bits a digit, lowest first, the last from the
    /// alphabet's first half.
    func testPostingsAreGapsFiveBitsADigit() {
        let written = postings([(0, true), (1, false), (5, false), (40, false), (1000, true)])
        XCTAssertEqual(String(decoding: written.bytes, as: UTF8.self), "106a2_x1")
        XCTAssertEqual(written.count, 5)
        XCTAssertEqual(String(decoding: postings([(11_999, false)]).bytes, as: UTF8.self), "-jN")
    }

    /// Postings made apart, each from a run of records, join into what one run makes: the
    /// first record of each written after the last of the one before, the rest copied.
    func testPostingsMadeApartJoinAsIfMadeTogether() {
        let records = [(0, true), (3, false), (4, true), (70, false), (71, false), (2000, true), (2001, false)]
        let whole = postings(records)
        for cut in 1..<records.count {
            var joined = postings(Array(records[..<cut]))
            let after = postings(Array(records[cut...]))
            let first = records[cut]
            // `after` starts with its first record's number, as the first of all.
            let firstLength = postings([first]).bytes.count
            after.bytes.withUnsafeBufferPointer { bytes in
                joined.append(first.0, inTitle: first.1, then: UnsafeBufferPointer(rebasing: bytes[firstLength...]), count: after.count - 1, last: records.last!.0)
            }
            XCTAssertEqual(joined.bytes, whole.bytes, "cut at \(cut)")
            XCTAssertEqual(joined.count, whole.count)
            joined.append(3000, inTitle: false)
            var more = whole
            more.append(3000, inTitle: false)
            XCTAssertEqual(joined.bytes, more.bytes, "the last record is known after the join")
        }
    }

    func text(_ file: OutputFile) -> String { String(decoding: file.data, as: UTF8.self) }

    func testChunksHoldTheTermsInUTF16OrderWithinTheirSize() {
        var all: [String: SearchPostings] = [:]
        for (k, term) in ["b", "a", "读书", "\u{FF21}", "😀", "ab", "é", "aa"].enumerated() {
            all[term] = postings([(k, k % 2 == 0)])
        }
        let chunks = SearchTermChunks(postings: all, maxBytes: 60)
        XCTAssertEqual(chunks.files.map(\.path.description), (0..<5).map { "search/terms/\($0).js" })
        XCTAssertEqual(chunks.files.map(text), [
            "window.FOLIO_SEARCH.terms(0, [\n\"a\",\"2\",\n\"aa\",\"E\"\n]);\n",
            "window.FOLIO_SEARCH.terms(1, [\n\"ab\",\"A\",\n\"b\",\"1\"\n]);\n",
            "window.FOLIO_SEARCH.terms(2, [\n\"é\",\"D\"\n]);\n",
            "window.FOLIO_SEARCH.terms(3, [\n\"读书\",\"5\",\n\"😀\",\"9\"\n]);\n",
            "window.FOLIO_SEARCH.terms(4, [\n\"Ａ\",\"6\"\n]);\n",
        ], "😀 (a surrogate pair, D83D) before Ａ (FF21), as JavaScript orders them; a chunk ends before a term that would not fit")
        XCTAssertEqual(chunks.firstTerms, ["a", "ab", "é", "读书", "Ａ"])
        XCTAssertEqual(text(chunks.indexFile(records: 8, groupSize: 8)), "window.FOLIO_SEARCH.index(8, 8, [\"a\",\"ab\",\"é\",\"读书\",\"Ａ\"], [53,53,44,60,45]);\n")
        for file in chunks.files { XCTAssertLessThanOrEqual(file.data.count, 60) }
    }

    /// A term bigger than a chunk has a chunk of its own; no chunk is empty; the same terms
    /// always make the same chunks.
    func testATermBiggerThanAChunkStandsAlone() {
        var all: [String: SearchPostings] = ["big": postings((0..<200).map { ($0 * 3, false) }), "after": postings([(1, true)]), "zz": postings([(2, false)])]
        all["mid"] = postings([(4, false)])
        let chunks = SearchTermChunks(postings: all, maxBytes: 100)
        XCTAssertEqual(chunks.firstTerms, ["after", "big", "mid"])
        XCTAssertEqual(text(chunks.files[1]), "window.FOLIO_SEARCH.terms(1, [\n\"big\",\"0" + String(repeating: "4", count: 199) + "\"\n]);\n")
        let again = SearchTermChunks(postings: all, maxBytes: 100)
        XCTAssertEqual(again.files, chunks.files)
    }

    /// Where a chunk ends depends on the terms there: a term gaining a record changes its own
    /// chunk and leaves the others' files as they were.
    func testATermThatGainsARecordChangesOnlyItsChunk() {
        let terms = (0..<400).map { "term\($0)" }
        var all = Dictionary(uniqueKeysWithValues: terms.enumerated().map { ($1, self.postings([($0, false)])) })
        let before = SearchTermChunks(postings: all, maxBytes: 400)
        all["term200"] = postings([(200, false), (500, true)])
        let after = SearchTermChunks(postings: all, maxBytes: 400)
        XCTAssertEqual(before.files.count, after.files.count)
        XCTAssertGreaterThan(before.files.count, 10)
        XCTAssertEqual(zip(before.files, after.files).filter { $0 != $1 }.map(\.1.path.description).count, 1)
    }
}
