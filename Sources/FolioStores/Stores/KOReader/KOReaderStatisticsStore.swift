import FolioBase
import FolioModel

/// KOReader's reading statistics (`statistics.sqlite3`): books and their reading sessions
/// (`KOReaderStatistics`).
package struct KOReaderStatisticsStore: Store {
    package static let kind = StoreKind("KOReader statistics", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "KOReader's statistics.sqlite3" }
    package var pageID: String { "book.md5 (partial_md5_checksum in older statistics)" }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(KOReaderStatistics.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        source.books += try KOReaderStatistics(file: context.file).books(in: db, diagnostics: &diagnostics)
    }
}
