/// Bear's notes database (`database.sqlite`): notes, tags and the images in its `Local Files`
/// folder beside it (`BearNotes`).
struct BearStore: Store {
    static let kind = StoreKind("Bear notes", records: .notes)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "Bear's database.sqlite" }
    var readsBeside: Bool { true }
    var pageID: String { "ZUNIQUEIDENTIFIER" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return BearNotes.recognises(tables)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, let tables) = input else { return }
        try BearNotes(file: context.file, timeZone: context.timeZone).notes(in: db, tables: tables, into: &source, diagnostics: &diagnostics)
    }
}
