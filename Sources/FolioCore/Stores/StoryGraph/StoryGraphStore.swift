/// StoryGraph's export (CSV), told by its header (`StoryGraphExport`).
struct StoryGraphStore: Store {
    static let kind = StoreKind("StoryGraph export", records: .books)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .csv }
    var shape: String { "a StoryGraph export" }
    var pageID: String { "ISBN/UID" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .csvHeader(let columns) = look else { return false }
        return StoryGraphExport.recognises(columns)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .csv(let table) = input else { return }
        source.books = StoryGraphExport(file: context.file, timeZone: context.timeZone).books(in: table, diagnostics: &diagnostics)
    }
}
