/// Apple Books' library database (`BKLibrary*.sqlite`): its books (`AppleBooksLibrary`), whose
/// highlights are in the annotations database beside it.
struct AppleBooksLibraryStore: Store {
    static let kind = StoreKind("Apple Books library", records: .books)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "Apple Books' BKLibrary database" }
    var readsBeside: Bool { true }
    var pageID: String { "ZASSETID" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return AppleBooksLibrary.recognises(tables)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.books += try AppleBooksLibrary(file: context.file).books(in: db, diagnostics: &diagnostics)
    }
}
