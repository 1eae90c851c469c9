/// Apple Notes' database (`NoteStore.sqlite`): folders, notes and the attachments in the
/// account folders beside it (`AppleNotesDatabase`).
struct AppleNotesStore: Store {
    static let kind = StoreKind("Apple Notes", records: .notes)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "Apple Notes' NoteStore.sqlite" }
    var readsBeside: Bool { true }
    var pageID: String { "the note's ZIDENTIFIER" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return AppleNotesDatabase.recognises(tables)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        try AppleNotesDatabase(file: context.file, timeZone: context.timeZone, workers: context.workers).notes(in: db, into: &source, diagnostics: &diagnostics)
    }
}
