import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// One script of the records' display data, `search/records/<n>.js`: records `n * size` to
/// `n * size + size - 1` by id (`SearchIndex`), each as `SearchRecord.encoded` writes it, handed
/// to `search.js` with `window.FOLIO_SEARCH.records(n, [records])`, one record a line. The page
/// loads a group when it shows one of its records.
package struct SearchRecordGroup {
    package let number: Int
    private(set) var count = 0
    private var bytes: [UInt8]

    package init(number: Int) {
        self.number = number
        bytes = Array("window.FOLIO_SEARCH.records(\(number), [".utf8)
    }

    package static func path(_ number: Int) -> PagePath {
        PagePath([SearchIndex.folder, "records", "\(number).js"])
    }

    package mutating func append(_ record: [UInt8]) {
        bytes += Array((count == 0 ? "\n" : ",\n").utf8)
        bytes += record
        count += 1
    }

    package var file: OutputFile {
        OutputFile(path: Self.path(number), data: Data(bytes + Array("\n]);\n".utf8)))
    }
}
