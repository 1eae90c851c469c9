/// A Kobo e-reader's database (`.kobo/KoboReader.sqlite`): books, shelves and highlights
/// (`KoboLibrary`).
struct KoboStore: Store {
    static let kind = StoreKind("Kobo library", records: .books)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "a Kobo's KoboReader.sqlite" }
    var fileNames: StoreFileNames {
        var names = format.fileNames
        names.onDevice = [".kobo/KoboReader.sqlite"]
        return names
    }
    var pageID: String { "content.ContentID" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return KoboLibrary.recognises(tables)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.books += try KoboLibrary(file: context.file, timeZone: context.timeZone).books(in: db, into: &source, diagnostics: &diagnostics)
    }
}
