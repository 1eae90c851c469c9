import FolioBase
import FolioModel
import FolioOutput

/// The words a part of the index folds into terms (`SearchTokenizer.fold`, for words with
/// letters beyond ASCII), each folded once however often it comes: a word as it stands in the
/// text, with the id of its term.
package struct SearchWordFolds {
    private var words = SearchTermTable()
    private var termIDs: [Int] = []

    /// The id in `terms` of the term `word` folds into.
    @inline(never)
    package mutating func termID(of word: UnsafeBufferPointer<UInt8>, in terms: inout SearchTermTable) -> Int {
        let id = words.id(of: word)
        if id == termIDs.count {
            var folded = SearchTokenizer.fold(String(decoding: word, as: UTF8.self))
            termIDs.append(folded.withUTF8 { terms.id(of: $0) })
        }
        return termIDs[id]
    }
}
