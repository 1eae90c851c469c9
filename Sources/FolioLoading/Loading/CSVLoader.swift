import Foundation
import FolioBase
import FolioModel
import FolioStores

/// Opens a CSV file for the stores that keep theirs in one (reading exports), told by its header,
/// whatever the file is called: the header is read from the first line, so a file is told
/// without being read whole, and the first store that recognises it reads it.
package struct CSVLoader {
    package let file: DataFile
    package let stores: StoreRegistry
    package var timeZone = TimeZone(identifier: "UTC")!

    /// The header of a file that starts like CSV (a first line of three or more fields between
    /// commas or tabs, not a property list's `<` or `bplist`), whether or not it is an export's.
    /// Text with a comma or two is left to be told as a property list is.
    package static func header(_ start: Data) -> [String]? {
        var text = start
        if text.starts(with: CSVTable.byteOrderMark) { text = text.dropFirst(CSVTable.byteOrderMark.count) }
        guard let first = text.first(where: { ![0x20, 0x09, 0x0A, 0x0D, 0x00, 0xFF, 0xFE].contains($0) }), first != UInt8(ascii: "<"),
              !text.starts(with: Data("bplist".utf8)) else { return nil }
        return CSVTable.headerLine(start).flatMap { header in header.filter { !$0.isEmpty }.count >= 3 ? header : nil }
    }

    /// The store that reads a file with this header, or the error that none does.
    package func store(for header: [String]) throws -> any Store {
        guard let store = stores.readers(of: .csvHeader(CSVColumns(header)), format: .csv).first else {
            let names = header.prefix(5).map(\.quotedForMessage).joined(separator: ", ") + (header.count > 5 ? ", …" : "")
            let known = StoreRegistry.list(stores.stores(.csv).map(\.shape), joinedBy: "or")
            throw FolioError(at: file.location, "not a Folio data file: a CSV file whose header (\(names)) is not \(known); \(stores.expectedShapes)")
        }
        return store
    }

    package func load(_ bytes: [UInt8], store: any Store, diagnostics: inout Diagnostics) throws -> LoadedSource {
        var source = LoadedSource(file: file)
        source.kinds = [store.kind]
        let table = CSVTable.read(bytes, at: file.location, diagnostics: &diagnostics)
        try store.read(.csv(table), StoreContext(file: file, timeZone: timeZone, workers: 1), into: &source, diagnostics: &diagnostics)
        if source.books.isEmpty, source.accounts.isEmpty, source.readingList.isEmpty {
            diagnostics.warn(at: file.location, "holds a header and no books, so nothing is published from it")
        }
        return source
    }
}
