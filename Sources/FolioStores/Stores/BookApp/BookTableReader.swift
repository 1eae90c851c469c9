import GRDB
import FolioBase
import FolioModel

/// The book app's table, exactly as it creates it:
/// `bookInfo(bookInfoID integer primary key, bookName, authorName, score integer, introOfAuthor, contentOfBook, summary)`.
/// Rows come in bookInfoID order, the app's list order; a book's page is named by its bookInfoID.
package struct BookTableReader {
    package static let columns = ["bookInfoID", "bookName", "authorName", "score", "introOfAuthor", "contentOfBook", "summary"]

    package let file: DataFile
    package let table: String
    package var mapping = ColumnMapping(fields: BookTableReader.columns)

    package func books(in db: Database, diagnostics: inout Diagnostics) throws -> [Book] {
        try mapping.check(db, table: table, file: file)
        let sql = mapping.select(from: table, orderedBy: "bookInfoID")
        var books: [Book] = []
        var position = 0
        let rows = try Row.fetchCursor(db, sql: sql)
        while let row = try rows.next() {
            position += 1
            let id = FieldValue(row["bookInfoID"] as DatabaseValue)
            var record = "bookInfoID \(id.wholeNumber.map(String.init) ?? id.summary)"
            if case .text(let name) = FieldValue(row["bookName"] as DatabaseValue) {
                record += " \(name.quotedForMessage)"
            }
            let location = file.location.appending(record)
            do {
                var reader = SQLiteRowReader(row: row, location: location)
                let fields = BookRecord(id: id.wholeNumber, location: location) { reader.field($0) }
                for problem in reader.problems { diagnostics.report(problem) }
                var book = try fields.book(diagnostics: &diagnostics)
                book.stableID = StableID.segment(id.wholeNumber.map(String.init), field: "bookInfoID", fallback: "book-\(position)", at: location,
                                                 diagnostics: &diagnostics)
                books.append(book)
            } catch {
                diagnostics.report(error, at: location)
            }
        }
        return books
    }
}
