import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// The inverted index cut into scripts: every term with its records (`SearchPostings`), in the
/// order of their UTF-16 code units (JavaScript's `<` on strings), cut into chunks
/// `search/terms/<n>.js` of at most `maxBytes` (a term whose records are more has one of its
/// own), each handing its terms to `search.js` with
/// `window.FOLIO_SEARCH.terms(n, ["term","postings", …])`, a term a line. `search/index.js`
/// names each chunk's first term and size, so the page loads only the chunks holding a query's
/// terms (or, for a prefix, every chunk that may hold a term starting with it).
///
/// A chunk ends before a term that would not fit, or, once it holds a quarter of `maxBytes`, after
/// a term whose hash (`hash`) starts with three zero bits: where chunks end depends on the terms
/// there, so a term that gains a record changes its own chunk and seldom moves the ends of the
/// others.
package struct SearchTermChunks {
    package static let indexPath = PagePath([SearchIndex.folder, "index.js"])
    private static let ending = Array("\n]);\n".utf8)

    /// The chunks' files, in order.
    private(set) var files: [OutputFile] = []
    /// Each chunk's first term.
    private(set) var firstTerms: [String] = []

    package static func path(_ number: Int) -> PagePath {
        PagePath([SearchIndex.folder, "terms", "\(number).js"])
    }

    /// The chunks of `terms`, `postings` giving each term's records by its id.
    package init(terms: SearchTermTable, postings: [SearchPostings], maxBytes: Int) {
        var chunk: [UInt8] = []
        var entry: [UInt8] = []
        for id in terms.idsInUTF16Order() {
            entry.removeAll(keepingCapacity: true)
            entry.append(UInt8(ascii: "\""))
            terms.withTerm(id) { JSONString.appendEscaped($0, to: &entry) }
            entry += [UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "\"")]
            entry += postings[id].bytes
            entry.append(UInt8(ascii: "\""))
            if !chunk.isEmpty && chunk.count + 2 + entry.count + Self.ending.count > maxBytes {
                close(&chunk)
            }
            if chunk.isEmpty {
                chunk = Array("window.FOLIO_SEARCH.terms(\(files.count), [\n".utf8)
                firstTerms.append(terms.withTerm(id) { String(decoding: $0, as: UTF8.self) })
            } else {
                chunk += [UInt8(ascii: ","), UInt8(ascii: "\n")]
            }
            chunk += entry
            if chunk.count >= maxBytes / 4 && terms.withTerm(id, Self.hash) >> 29 == 0 {
                close(&chunk)
            }
        }
        if !chunk.isEmpty { close(&chunk) }
    }

    private mutating func close(_ chunk: inout [UInt8]) {
        files.append(OutputFile(path: Self.path(files.count), data: Data(chunk + Self.ending)))
        chunk = []
    }

    /// `search/index.js`: what the search page loads before a query,
    /// `window.FOLIO_SEARCH.index(records, group size, [first terms], [chunk sizes])`.
    package func indexFile(records: Int, groupSize: Int) -> OutputFile {
        var out = Array("window.FOLIO_SEARCH.index(\(records), \(groupSize), [".utf8)
        for (number, term) in firstTerms.enumerated() {
            if number > 0 { out.append(UInt8(ascii: ",")) }
            JSONString.append(term, to: &out)
        }
        out += Array("], [\(files.map { String($0.data.count) }.joined(separator: ","))]);\n".utf8)
        return OutputFile(path: Self.indexPath, data: Data(out))
    }

    /// FNV-1a of the term's UTF-8 bytes.
    package static func hash(_ term: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in term {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }
}
