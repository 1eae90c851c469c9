import FolioPlist

/// Folio's property list of books: an array of `{bookName, authorName, score, …}`
/// (`BookPlistReader`); an empty array is one with no books yet.
struct BookPlistStore: Store {
    static let kind = StoreKind("book plist", records: .books)

    var kind: StoreKind { Self.kind }
    var format: DataFormat { .propertyList }
    var shape: String { "a book plist: an array of {bookName, authorName, score, …}" }
    var pageID: String { "bookInfoID, else the book's place in the list" }
    var configured: ConfiguredStore? { ConfiguredStore(kind: .books) }

    static let bookKeys = ["bookName", "authorName"]

    func recognises(_ look: FirstLook) -> Bool {
        guard case .propertyList(.array(let items)) = look else { return false }
        return items.isEmpty || items.contains { PlistShape.hasKey(Self.bookKeys, $0) }
    }

    func read(_ input: StoreInput, _ context: StoreContext, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        guard case .propertyList(.array(let books)) = input else { return }
        if books.isEmpty {
            diagnostics.warn(at: context.file.location, "is an empty array: it holds no books, so nothing is published from it")
        }
        source.books = BookPlistReader(file: context.file).books(in: books, diagnostics: &diagnostics)
    }
}
