import FolioHTML
import Foundation
import GRDB

/// A calibre library's `metadata.db`, told by its tables (`books`, `authors`,
/// `books_authors_link`), never its name. Each book: its title; its authors in calibre's order
/// (calibre writes a comma inside a name as `|`); series and number, tags, publisher,
/// publication date (`0101-01-01` means unknown), identifiers, rating (0–10, half stars; 0 is
/// none), the `comments` HTML made safe, when it was added, and `<path>/cover.jpg` beside the
/// database. A table that is missing or unreadable is a warning; the books are still published.
struct CalibreLibrary {
    let file: DataFile

    static func recognises(_ tables: Set<String>) -> Bool {
        ["books", "authors", "books_authors_link"].allSatisfy(tables.contains)
    }

    func books(in db: Database, tables: Set<String>, diagnostics: inout Diagnostics) throws -> [Book] {
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM books ORDER BY id")
        var links = CalibreLinks()
        links.read(from: db, tables: tables, file: file, diagnostics: &diagnostics)
        let folder = file.url.deletingLastPathComponent()
        return rows.compactMap { row -> Book? in
            guard let id = StoreRow.integer(row, "id") else {
                diagnostics.warn(at: file.location.appending("table books"), "a row has no id; it is left out")
                return nil
            }
            let location = file.location.appending("book \(id)")
            let authors = (links.authors[id] ?? []).map { $0.replacingOccurrences(of: "|", with: ",") }
            var details = BookDetails()
            details.authors = authors
            details.series = links.series[id].map { BookSeries(name: $0, number: StoreRow.real(row, "series_index") ?? 1) }
            details.tags = links.tags[id] ?? []
            details.publisher = links.publishers[id]
            details.published = date(row, "pubdate", at: location, &diagnostics).flatMap { $0 < Self.unknownBefore ? nil : $0 }
            details.identifiers = (links.identifiers[id] ?? []).sorted()
            details.added = date(row, "timestamp", at: location, &diagnostics)
            if let comments = links.comments[id], !comments.allSatisfy(\.isWhitespace) {
                details.descriptionHTML = HTMLSanitizer.safeHTML(from: comments) ?? {
                    diagnostics.warn(at: location.appending("comments"), "nests its HTML too deeply to read; it is shown as plain text")
                    return HTMLSanitizer.escapedText(comments)
                }()
            }
            if StoreRow.integer(row, "has_cover") == 1, let path = StoreRow.text(row, "path"), !path.isEmpty {
                let cover = folder.appendingPathComponent(path).appendingPathComponent("cover.jpg")
                if case .regular = FileKind(path: cover.path) { details.cover = cover }
            }
            let rating = links.ratings[id].flatMap { $0 == 0 ? nil : Score(halves: $0) }
            if let value = links.ratings[id], value != 0, rating == nil {
                diagnostics.warn(at: location, "rating is \(value), expected 0 to 10 (half stars); the book is shown as unrated")
            }
            let title = StoreRow.text(row, "title")?.trimmingWhitespace ?? ""
            var book = Book(id: id, name: title.isEmpty ? "Unknown" : title, author: authors.joined(separator: ", "), score: rating,
                            introOfAuthor: "", contentOfBook: "", summary: "", source: location)
            book.details = details
            return book
        }
    }

    /// The column's date (calibre writes ISO text); another value is a warning.
    private func date(_ row: Row, _ column: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Date? {
        guard let text = StoreRow.text(row, column), !text.trimmingWhitespace.isEmpty else { return nil }
        if let date = StoreDate.iso(text.trimmingWhitespace) { return date }
        diagnostics.warn(at: location, "\(column) is \(FieldValue.text(text).summary), expected a date; it is left out")
        return nil
    }

    /// calibre writes an unknown publication date as 0101-01-01.
    static let unknownBefore = Date(timeIntervalSince1970: -58_000_000_000)
}
