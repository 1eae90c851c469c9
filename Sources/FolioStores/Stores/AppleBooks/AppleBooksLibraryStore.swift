import FolioBase
import FolioModel

/// Apple Books' library database (`BKLibrary*.sqlite`): its books (`AppleBooksLibrary`), whose
/// highlights are in the annotations database beside it.
package struct AppleBooksLibraryStore: Store {
    package static let kind = StoreKind("Apple Books library", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "Apple Books' BKLibrary database" }
    package var readsBeside: Bool { true }
    package var pageID: String { "ZASSETID" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(AppleBooksLibrary.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.books += try AppleBooksLibrary(file: context.file).books(in: db, diagnostics: &diagnostics)
    }
}
