import FolioBase
import FolioModel

/// Apple Notes' database (`NoteStore.sqlite`): folders, notes and the attachments in the
/// account folders beside it (`AppleNotesDatabase`).
package struct AppleNotesStore: Store {
    package static let kind = StoreKind("Apple Notes", records: .notes)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "Apple Notes' NoteStore.sqlite" }
    package var readsBeside: Bool { true }
    package var pageID: String { "the note's ZIDENTIFIER" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(AppleNotesDatabase.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        try AppleNotesDatabase(file: context.file, timeZone: context.timeZone, workers: context.workers).notes(in: db, into: &source, diagnostics: &diagnostics)
    }
}
