import FolioBase
import FolioModel

/// Bear's notes database (`database.sqlite`): notes, tags and the images in its `Local Files`
/// folder beside it (`BearNotes`).
package struct BearStore: Store {
    package static let kind = StoreKind("Bear notes", records: .notes)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "Bear's database.sqlite" }
    package var readsBeside: Bool { true }
    package var pageID: String { "ZUNIQUEIDENTIFIER" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(BearNotes.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, let tables) = input else { return }
        try BearNotes(file: context.file, timeZone: context.timeZone).notes(in: db, tables: tables, into: &source, diagnostics: &diagnostics)
    }
}
