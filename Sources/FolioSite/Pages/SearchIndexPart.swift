import FolioBase
import FolioModel
import FolioOutput

/// The terms of a run of neighbouring records, made on one worker: each term (`SearchTermTable`,
/// ids of the part's own) with the records of the run that hold it. `SearchIndex` makes the runs
/// apart and adds them up in id order (`add(to:_:)`), which gives what one run of all the
/// records would: nothing depends on how they were cut.
///
/// A term's records are kept as `SearchPostings` writes them, but for the first: its id and
/// title mark, then the numbers of the others, one term's after another's in `rest`. Adding a
/// part writes the first after the last record the index has, then copies the rest.
package struct SearchIndexPart: Sendable {
    private(set) var terms: SearchTermTable
    /// By term id: its first record's `id * 2 + (1 when in the title)`.
    private var firsts: [Int] = []
    /// By term id: the last record holding it.
    private var lasts: [Int] = []
    /// By term id: how many records hold it.
    private var counts: [Int] = []
    /// By term id: where its numbers after the first end in `rest`.
    private var restEnds: [Int] = []
    private var rest: [UInt8] = []

    /// The most records a part may have (see `writeRecords`).
    package static let maxRecords = 512

    /// The terms of records `ids`, at most `maxRecords`, `record(id)` giving each; `display` is
    /// handed each record's display data (`SearchRecord.encoded`), in id order.
    package init(_ ids: Range<Int>, record: (Int) -> SearchRecord, display: ([UInt8]) throws -> Void) rethrows {
        precondition(ids.count <= Self.maxRecords)
        // Each record's distinct terms, `id * 2 + (1 when in the title)`, record after record,
        // and where each record's end.
        var found: [UInt32] = []
        var recordEnds: [Int] = []
        var terms = SearchTermTable(capacity: 2048)
        var folds = SearchWordFolds()
        // By term id, the last record holding it, counted from 1 in the part (small, so that it
        // stays in the processor's nearest cache): a term counts once a record.
        var lasts: [UInt16] = []
        for (offset, id) in ids.enumerated() {
            let record = record(id)
            let mark = UInt16(offset + 1)
            try display(record.encoded())
            record.forEachText { text, inTitle in
                SearchTokenizer.forEachTerm(in: text) { word, isTerm in
                    let term = isTerm ? terms.id(of: word) : folds.termID(of: word, in: &terms)
                    if term == lasts.count { lasts.append(0) }
                    if lasts[term] != mark {
                        lasts[term] = mark
                        found.append(UInt32(term) << 1 | (inTitle ? 1 : 0))
                    }
                }
            }
            recordEnds.append(found.count)
        }
        self.terms = terms
        writeRecords(found, recordEnds: recordEnds, first: ids.lowerBound)
    }

    /// Adds this part's terms and their records to `terms` and `postings` (by the ids of
    /// `terms`), which hold only records before this part's.
    package func add(to allTerms: inout SearchTermTable, _ postings: inout [SearchPostings]) {
        rest.withUnsafeBufferPointer { rest in
            for term in 0..<terms.count {
                let id = terms.withTerm(term) { allTerms.id(of: $0) }
                if id == postings.count { postings.append(SearchPostings()) }
                postings[id].append(firsts[term] >> 1, inTitle: firsts[term] & 1 == 1,
                                    then: UnsafeBufferPointer(rebasing: rest[(term == 0 ? 0 : restEnds[term - 1])..<restEnds[term]]),
                                    count: counts[term] - 1, last: lasts[term])
            }
        }
    }

    /// Writes each term's records, from `found` (`id * 2 + title` by record, `recordEnds`
    /// saying where each ends, the first being record `first`), then numbered as
    /// `SearchPostings` numbers them.
    private mutating func writeRecords(_ found: [UInt32], recordEnds: [Int], first: Int) {
        let (byTerm, counts) = Self.sortedByTerm(found, recordEnds: recordEnds, terms: terms.count)
        self.counts = counts
        firsts = Array(repeating: 0, count: counts.count)
        lasts = Array(repeating: 0, count: counts.count)
        restEnds = Array(repeating: 0, count: counts.count)
        // A number within a part is below 2 * (its records), so it has at most two digits (below
        // 1,024) while a part has at most `maxRecords`.
        rest = [UInt8](repeating: 0, count: 2 * found.count)
        var end = 0
        rest.withUnsafeMutableBufferPointer { rest in
            var start = 0
            for (term, count) in counts.enumerated() {
                firsts[term] = (first + Int(byTerm[start] >> 1)) * 2 + Int(byTerm[start] & 1)
                var previous = Int(byTerm[start] >> 1)
                for entry in byTerm[(start + 1)..<(start + count)] {
                    var value = (Int(entry >> 1) - previous - 1) * 2 + Int(entry & 1)
                    while value >= 32 {
                        rest[end] = SearchPostings.digit(32 + (value & 31))
                        end += 1
                        value >>= 5
                    }
                    rest[end] = SearchPostings.digit(value)
                    end += 1
                    previous = Int(entry >> 1)
                }
                start += count
                lasts[term] = first + previous
                restEnds[term] = end
            }
        }
        rest.removeLast(rest.count - end)
    }

    /// `found` (`id * 2 + title` by record) as `(record - first) * 2 + title` by term, each
    /// term's in record order (a counting sort), and how many each term has.
    private static func sortedByTerm(_ found: [UInt32], recordEnds: [Int], terms: Int) -> (byTerm: [UInt32], counts: [Int]) {
        var counts = [Int](repeating: 0, count: terms)
        var next = [Int](repeating: 0, count: terms)
        let byTerm = [UInt32](unsafeUninitializedCapacity: found.count) { byTerm, initialized in
            counts.withUnsafeMutableBufferPointer { counts in
                for entry in found { counts[Int(entry >> 1)] += 1 }
                next.withUnsafeMutableBufferPointer { next in
                    for term in 1..<max(1, terms) { next[term] = next[term - 1] + counts[term - 1] }
                    var record = 0
                    for (index, entry) in found.enumerated() {
                        while index >= recordEnds[record] { record += 1 }
                        let term = Int(entry >> 1)
                        byTerm[next[term]] = UInt32(record) << 1 | (entry & 1)
                        next[term] += 1
                    }
                }
            }
            initialized = found.count
        }
        return (byTerm, counts)
    }
}
