import FolioBase
import FolioModel

/// Joplin's profile database (`database.sqlite`): notebooks, notes and the files in its
/// `resources/` folder beside it (`JoplinNotes`).
package struct JoplinStore: Store {
    package static let kind = StoreKind("Joplin notes", records: .notes)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "Joplin's database.sqlite" }
    package var readsBeside: Bool { true }
    package var pageID: String { "the note's id" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(JoplinNotes.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        try JoplinNotes(file: context.file, timeZone: context.timeZone).notes(in: db, into: &source, diagnostics: &diagnostics)
    }
}
