import FolioPlist
import FolioBase
import FolioModel

/// Folio's property list of books: an array of `{bookName, authorName, score, …}`
/// (`BookPlistReader`); an empty array is one with no books yet.
package struct BookPlistStore: Store {
    package static let kind = StoreKind("book plist", records: .books)

    package var kind: StoreKind { Self.kind }
    package var format: DataFormat { .propertyList }
    package var shape: String { "a book plist: an array of {bookName, authorName, score, …}" }
    package var pageID: String { "bookInfoID, else the book's place in the list" }
    package var configured: ConfiguredStore? { ConfiguredStore(kind: .books) }

    package static let bookKeys = ["bookName", "authorName"]

    package func recognises(_ look: FirstLook) -> Bool {
        guard case .propertyList(.array(let items)) = look else { return false }
        return items.isEmpty || items.contains { PlistShape.hasKey(Self.bookKeys, $0) }
    }

    package func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .propertyList(.array(let books)) = input else { return }
        if books.isEmpty {
            diagnostics.warn(at: context.file.location, "is an empty array: it holds no books, so nothing is published from it")
        }
        source.books = BookPlistReader(file: context.file).books(in: books, diagnostics: &diagnostics)
    }
}
