/// KOReader's reading statistics (`statistics.sqlite3`): books and their reading sessions
/// (`KOReaderStatistics`).
struct KOReaderStatisticsStore: Store {
    static let kind = StoreKind("KOReader statistics", records: .books)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "KOReader's statistics.sqlite3" }
    var pageID: String { "book.md5 (partial_md5_checksum in older statistics)" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return KOReaderStatistics.recognises(tables)
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.books += try KOReaderStatistics(file: context.file).books(in: db, diagnostics: &diagnostics)
    }
}
