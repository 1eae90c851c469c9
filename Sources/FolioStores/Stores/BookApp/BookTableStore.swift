import GRDB
import FolioBase
import FolioModel

/// The book app's SQLite table `bookInfo` (`BookTableReader`), which `folio.yml` may name under
/// another name with other column names (`kind: books`).
package struct BookTableStore: Store {
    package static let kind = StoreKind("bookInfo table", records: .books)
    package static let configuration = ConfiguredStore(kind: .books, table: "bookInfo", columns: BookTableReader.columns)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .sqlite }
    package var shape: String { "a bookInfo table" }
    package var pageID: String { "bookInfoID" }
    package var configured: ConfiguredStore? { Self.configuration }

    package func recognises(_ look: FirstLook) -> Bool {
        look.tables.map(Self.configuration.recognises) ?? false
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, let tables) = input, let table = try Self.configuration.table(in: tables, context) else { return }
        source.books = try BookTableReader(file: context.file, table: table, mapping: Self.configuration.mapping(context))
            .books(in: db, diagnostics: &diagnostics)
    }
}
