/// Joplin's profile database (`database.sqlite`): notebooks, notes and the files in its
/// `resources/` folder beside it (`JoplinNotes`).
struct JoplinStore: Store {
    static let kind = StoreKind("Joplin notes", records: .notes)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "Joplin's database.sqlite" }
    var readsBeside: Bool { true }
    var pageID: String { "the note's id" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return JoplinNotes.recognises(tables)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        try JoplinNotes(file: context.file, timeZone: context.timeZone).notes(in: db, into: &source, diagnostics: &diagnostics)
    }
}
