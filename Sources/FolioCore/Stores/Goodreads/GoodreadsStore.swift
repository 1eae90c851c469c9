/// Goodreads' library export (CSV), told by its header (`GoodreadsExport`).
struct GoodreadsStore: Store {
    static let kind = StoreKind("Goodreads export", records: .books)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .csv }
    var shape: String { "a Goodreads library export" }
    var pageID: String { "Book Id" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .csvHeader(let columns) = look else { return false }
        return GoodreadsExport.recognises(columns)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .csv(let table) = input else { return }
        source.books = GoodreadsExport(file: context.file, timeZone: context.timeZone).books(in: table, diagnostics: &diagnostics)
    }
}
