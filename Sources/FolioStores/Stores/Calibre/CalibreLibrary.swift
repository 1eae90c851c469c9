import Foundation
import GRDB
import FolioBase
import FolioModel

/// A calibre library's `metadata.db`, told by its tables (`books`, `authors`,
/// `books_authors_link`), never its name. Each book: its title; its authors in calibre's order
/// (calibre writes a comma inside a name as `|`); series and number, tags, publisher,
/// publication date (`0101-01-01` means unknown), identifiers, rating (0–10, half stars; 0 is
/// none), the `comments` HTML made safe, when it was added, and `<path>/cover.jpg` beside the
/// database; its page is named by its `uuid`; the highlights calibre's viewer saved
/// (`CalibreAnnotations`). A table that is missing or unreadable is a warning; the books are still published.
package struct CalibreLibrary {
    package let file: DataFile

    package static func recognises(_ tables: Set<String>) -> Bool {
        ["books", "authors", "books_authors_link"].allSatisfy(tables.contains)
    }

    /// The books, each with its highlights from `highlights` (by book id); highlights of a book
    /// the table does not hold are a warning.
    package func books(in db: Database, tables: Set<String>, highlights: [Int64: [Highlight]] = [:], diagnostics: inout Diagnostics) throws -> [Book] {
        let rows = try StoreRows.fetchAll(db, sql: "SELECT * FROM books ORDER BY id", table: "books", at: file.location, diagnostics: &diagnostics)
        let known = Set(rows.compactMap { StoreRow.integer($0, "id") })
        for (book, strays) in highlights.sorted(by: { $0.key < $1.key }) where !known.contains(book) {
            diagnostics.warn(at: file.location.appending("table \(CalibreAnnotations.table)"),
                             "\(strays.count) highlight\(strays.count == 1 ? "" : "s") of book \(book), which the books table does not hold, \(strays.count == 1 ? "is" : "are") not published")
        }
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
            if let series = links.series[id] {
                let number = StoreNumbers(row, at: location).real("series_index", in: -1_000_000...1_000_000, &diagnostics)
                details.series = BookSeries(name: series, number: number ?? 1)
            }
            details.tags = links.tags[id] ?? []
            details.publisher = links.publishers[id]
            details.published = date(row, "pubdate", at: location, &diagnostics).flatMap { $0 < Self.unknownBefore ? nil : $0 }
            details.identifiers = (links.identifiers[id] ?? []).sorted()
            details.highlights = highlights[id] ?? []
            details.added = date(row, "timestamp", at: location, &diagnostics)
            if StoreRow.integer(row, "has_cover") == 1, let path = StoreRow.text(row, "path"), !path.isEmpty {
                details.cover = cover(path, of: folder, at: location, &diagnostics)
            }
            let rating = links.ratings[id].flatMap { stored -> Rating? in
                guard !stored.isNull else { return nil }
                if let halves = StoreRow.integer(stored), (0...10).contains(halves) { return halves == 0 ? nil : Rating(halves: Int(halves)) }
                diagnostics.warn(at: location, "rating is \(FieldValue(stored).summary), expected 0 to 10 (half stars); the book is shown as unrated")
                return nil
            }
            let title = StoreRow.text(row, "title")?.trimmingWhitespace ?? ""
            var book = Book(title: title.isEmpty ? "Unknown" : title, authorLine: authors.joined(separator: ", "), rating: rating,
                            authorIntroduction: "", description: "", review: "", source: location)
            book.details = details
            if let comments = links.comments[id], !comments.allSatisfy(\.isWhitespace) {
                book.description = .html(comments, at: location.appending("comments"))
            }
            book.stableID = StableID.segment(StoreRow.text(row, "uuid"), field: "uuid", fallback: "calibre-\(id)", at: location, diagnostics: &diagnostics)
            return book
        }
    }

    /// The book's `<path>/cover.jpg`, when it is a regular file inside the library; anything else
    /// is a warning naming it, and the book is shown without a cover.
    private func cover(_ path: String, of library: URL, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> URL? {
        let cover = library.appendingPathComponent(path).appendingPathComponent("cover.jpg")
        let problem: String
        switch FileKind(path: cover.path) {
        case .regular:
            guard RealPath.is(RealPath.of(cover), inside: RealPath.of(library)) else {
                problem = "lies outside the library (books.path \(path.quotedForMessage), symbolic links followed)"
                break
            }
            return cover
        case .missing: problem = "is not there, though calibre says the book has a cover"
        case .folder: problem = "is a folder"
        case .special(let kind): problem = "is \(kind), not a regular file"
        case .danglingLink(let target): problem = "is a symbolic link to \(target.quotedForMessage), which does not exist"
        }
        diagnostics.warn(at: location.appending("cover \(cover.path)"), "\(problem); the book is shown without a cover")
        return nil
    }

    /// The column's date (calibre writes ISO text); another value is a warning.
    private func date(_ row: Row, _ column: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Date? {
        guard let text = StoreRow.text(row, column), !text.trimmingWhitespace.isEmpty else { return nil }
        if let date = StoreDate.iso(text.trimmingWhitespace) { return date }
        diagnostics.warn(at: location, "\(column) is \(FieldValue.text(text).summary), expected a date; it is left out")
        return nil
    }

    /// calibre writes an unknown publication date as 0101-01-01.
    package static let unknownBefore = Date(timeIntervalSince1970: -58_000_000_000)
}
