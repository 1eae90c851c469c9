import FolioBase
import FolioModel

/// calibre's library (`metadata.db`): its books (`CalibreLibrary`) with the highlights its viewer
/// keeps (`CalibreAnnotations`), and the covers and OPF files in each book's folder beside it.
package struct CalibreStore: Store {
    package static let kind = StoreKind("calibre library", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "calibre's metadata.db" }
    package var readsBeside: Bool { true }
    package var pageID: String { "books.uuid" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(CalibreLibrary.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, let tables) = input else { return }
        let highlights = CalibreAnnotations(file: context.file).highlights(in: db, tables: Set(tables), into: &source, diagnostics: &diagnostics)
        source.books += try CalibreLibrary(file: context.file).books(in: db, tables: Set(tables), highlights: highlights, diagnostics: &diagnostics)
    }
}
