import FolioBase
import FolioModel

/// A Kobo e-reader's database (`.kobo/KoboReader.sqlite`): books, shelves and highlights
/// (`KoboLibrary`).
package struct KoboStore: Store {
    package static let kind = StoreKind("Kobo library", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "a Kobo's KoboReader.sqlite" }
    package var fileNames: StoreFileNames {
        var names = format.fileNames
        names.onDevice = [".kobo/KoboReader.sqlite"]
        return names
    }
    package var pageID: String { "content.ContentID" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(KoboLibrary.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.books += try KoboLibrary(file: context.file, timeZone: context.timeZone).books(in: db, into: &source, diagnostics: &diagnostics)
    }
}
