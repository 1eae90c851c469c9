/// Apple Books' annotations database (`AEAnnotation*.sqlite`): highlights of the books in its
/// library database, by their asset id (`AppleBooksAnnotations`).
struct AppleBooksAnnotationsStore: Store {
    static let kind = StoreKind("Apple Books annotations", records: .highlights)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "Apple Books' AEAnnotation database" }
    var readsBeside: Bool { true }
    var pageID: String { "none: its highlights are on their book's page" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return AppleBooksAnnotations.recognises(tables)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.highlights = try AppleBooksAnnotations(file: context.file).highlights(in: db, into: &source, diagnostics: &diagnostics)
    }
}
