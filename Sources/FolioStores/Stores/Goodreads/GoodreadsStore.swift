import FolioBase
import FolioModel

/// Goodreads' library export (CSV), told by its header (`GoodreadsExport`).
package struct GoodreadsStore: Store {
    package static let kind = StoreKind("Goodreads export", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .csv }
    package var shape: String { "a Goodreads library export" }
    package var pageID: String { "Book Id" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.csvHeader.map(GoodreadsExport.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .csv(let table) = input else { return }
        source.books = GoodreadsExport(file: context.file, timeZone: context.timeZone).books(in: table, diagnostics: &diagnostics)
    }
}
