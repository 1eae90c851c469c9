import GRDB
import FolioBase
import FolioModel

/// What calibre keeps beside `books`, by book id: each link table joined to its names.
package struct CalibreLinks {
    package var authors: [Int64: [String]] = [:]
    package var tags: [Int64: [String]] = [:]
    package var series: [Int64: String] = [:]
    package var publishers: [Int64: String] = [:]
    /// As stored: read, with its range checked, by `CalibreLibrary`.
    package var ratings: [Int64: DatabaseValue] = [:]
    package var comments: [Int64: String] = [:]
    package var identifiers: [Int64: [BookIdentifier]] = [:]

    package mutating func read(from db: Database, tables: Set<String>, file: DataFile, diagnostics: inout Diagnostics) {
        func each(_ needed: [String], _ sql: String, _ body: (Int64, Row) -> Void) {
            guard needed.allSatisfy(tables.contains) else { return }
            do {
                for row in try StoreRows.fetchAll(db, sql: sql, table: needed.first!, at: file.location, diagnostics: &diagnostics) {
                    if let book = StoreRow.integer(row, "book") { body(book, row) }
                }
            } catch {
                diagnostics.warn(at: file.location.appending("table \(needed.first!)"), "cannot be read; the books are published without it")
            }
        }
        each(["authors", "books_authors_link"], "SELECT l.book AS book, a.name AS name FROM books_authors_link l JOIN authors a ON a.id = l.author ORDER BY l.book, l.id") { book, row in
            if let name = StoreRow.text(row, "name")?.trimmingWhitespace, !name.isEmpty { authors[book, default: []].append(name) }
        }
        each(["tags", "books_tags_link"], "SELECT l.book AS book, t.name AS name FROM books_tags_link l JOIN tags t ON t.id = l.tag ORDER BY l.book, t.name") { book, row in
            if let name = StoreRow.text(row, "name")?.trimmingWhitespace, !name.isEmpty { tags[book, default: []].append(name) }
        }
        each(["series", "books_series_link"], "SELECT l.book AS book, s.name AS name FROM books_series_link l JOIN series s ON s.id = l.series ORDER BY l.book, l.id") { book, row in
            if series[book] == nil, let name = StoreRow.text(row, "name")?.trimmingWhitespace, !name.isEmpty { series[book] = name }
        }
        each(["publishers", "books_publishers_link"], "SELECT l.book AS book, p.name AS name FROM books_publishers_link l JOIN publishers p ON p.id = l.publisher ORDER BY l.book, l.id") { book, row in
            if publishers[book] == nil, let name = StoreRow.text(row, "name")?.trimmingWhitespace, !name.isEmpty { publishers[book] = name }
        }
        each(["ratings", "books_ratings_link"], "SELECT l.book AS book, r.rating AS rating FROM books_ratings_link l JOIN ratings r ON r.id = l.rating ORDER BY l.book, l.id") { book, row in
            if ratings[book] == nil, row.hasColumn("rating") { ratings[book] = row["rating"] as DatabaseValue }
        }
        each(["comments"], "SELECT book, text FROM comments ORDER BY book, id") { book, row in
            if comments[book] == nil, let text = StoreRow.text(row, "text") { comments[book] = text }
        }
        each(["identifiers"], "SELECT book, type, val FROM identifiers ORDER BY book, type, val") { book, row in
            if let scheme = StoreRow.text(row, "type")?.trimmingWhitespace, let value = StoreRow.text(row, "val")?.trimmingWhitespace,
               !scheme.isEmpty, !value.isEmpty {
                identifiers[book, default: []].append(BookIdentifier(scheme: scheme.lowercased(), value: value))
            }
        }
    }
}
