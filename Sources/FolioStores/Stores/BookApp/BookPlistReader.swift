import FolioPlist
import FolioBase
import FolioModel

/// Folio's plist layout for books: an array of dicts keyed like the `bookInfo` columns.
/// The array's order is the list order; `bookInfoID` is optional, and names a book's page (without
/// it, its place in the array does: `book-3`).
package struct BookPlistReader {
    package static let keys = ["bookInfoID", "bookName", "authorName", "score", "introOfAuthor", "contentOfBook", "summary"]

    package let file: DataFile

    package func books(in root: [PlistValue], diagnostics: inout Diagnostics) -> [Book] {
        var books: [Book] = []
        for (index, entry) in root.enumerated() {
            var location = file.location.appending("book \(index + 1)")
            guard case .dict(let fields) = entry else {
                diagnostics.report(FolioError(
                    at: location, "is \(FieldValue(plist: entry).summary), expected a dict of {bookName, authorName, score, …}"))
                continue
            }
            if case .text(let name) = FieldValue(plist: fields["bookName"]) {
                location = file.location.appending("book \(index + 1) \(name.quotedForMessage)")
            }
            for (key, count) in fields.repeatedKeys {
                diagnostics.warn(at: location, "key \(key.quotedForMessage) stands \(count) times; the last one is read")
            }
            var id: Int64?
            switch FieldValue(plist: fields["bookInfoID"]) {
            case .integer(let value): id = value
            case .missing: id = nil
            case let other:
                diagnostics.report(FolioError(at: location, "bookInfoID is \(other.summary), expected a whole number"))
                continue
            }
            let record = BookRecord(id: id, location: location) { FieldValue(plist: fields[$0]) }
            do {
                var book = try record.book(diagnostics: &diagnostics)
                // Without a bookInfoID (the layout lets it be left out), a book is named by its place in the array.
                book.stableID = StableID.segment(id.map(String.init)) ?? "book-\(index + 1)"
                books.append(book)
            } catch {
                diagnostics.report(error, at: location)
            }
        }
        return books
    }
}
