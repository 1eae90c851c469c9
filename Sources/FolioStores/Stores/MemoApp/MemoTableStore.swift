import GRDB
import FolioBase
import FolioModel

/// Folio's SQLite layout for the memo app's notes: a `memoInfo` table (`MemoTableReader`), which
/// `folio.yml` may name under another name with other column names (`kind: memos`).
package struct MemoTableStore: Store {
    package static let kind = StoreKind("memoInfo table", records: .notes)
    package static let configuration = ConfiguredStore(kind: .memos, table: "memoInfo", columns: MemoTableReader.columns)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "a memoInfo table" }
    package var pageID: String { "memoInfoID" }
    package var configured: ConfiguredStore? { Self.configuration }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(Self.configuration.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, let tables) = input, let table = try Self.configuration.table(in: tables, context) else { return }
        source.accounts = try MemoTableReader(file: context.file, table: table, mapping: Self.configuration.mapping(context))
            .accounts(in: db, diagnostics: &diagnostics)
    }
}
