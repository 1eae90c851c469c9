@testable import FolioCore
import GRDB
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A store that exists only here: a reading journal kept as one SQLite table,
/// `journal(entry_id TEXT, title TEXT, author TEXT)`. It is added to Folio by this folder and one
/// registry line (`StoreRegistry.standard.adding(ToyJournalStore())`), as a new store would be.
struct ToyJournalStore: Store {
    static let kind = StoreKind("toy journal", records: .books)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .sqlite }
    var shape: String { "a toy journal" }
    var pageID: String { "entry_id" }

    func recognises(_ look: FirstLook) -> Bool {
        guard case .tables(let tables) = look else { return false }
        return tables.contains("journal")
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .database(let db, _) = input else { return }
        for row in try Row.fetchAll(db, sql: "SELECT entry_id, title, author FROM journal ORDER BY rowid") {
            let id: String? = row["entry_id"]
            let location = context.file.location.appending("entry \(id ?? "?")")
            var book = Book(title: row["title"] ?? "Untitled", authorLine: row["author"] ?? "", rating: nil, authorIntroduction: "", description: "",
                            review: "", source: location)
            book.details.authors = [row["author"] ?? ""].filter { !$0.isEmpty }
            book.stableID = StableID.segment(id)
            source.books.append(book)
        }
    }
}
