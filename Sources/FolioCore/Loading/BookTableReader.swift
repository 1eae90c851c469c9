import GRDB

/// The book app's table, exactly as it creates it:
/// `bookInfo(bookInfoID integer primary key, bookName, authorName, score integer, introOfAuthor, contentOfBook, summary)`.
/// Rows come in bookInfoID order, the app's list order.
struct BookTableReader {
    static let columns = ["bookInfoID", "bookName", "authorName", "score", "introOfAuthor", "contentOfBook", "summary"]

    let file: DataFile
    let table: String

    func books(in db: Database, diagnostics: inout Diagnostics) throws -> [Book] {
        try db.requireColumns(Self.columns, in: table, file: file)
        let sql = "SELECT \(Self.columns.map { $0.quotedDatabaseIdentifier }.joined(separator: ", ")) FROM \(table.quotedDatabaseIdentifier) ORDER BY bookInfoID"
        var books: [Book] = []
        let rows = try Row.fetchCursor(db, sql: sql)
        while let row = try rows.next() {
            let id: Int64? = row[0]
            let name = FieldValue(row[1] as DatabaseValue)
            var location = file.location.appending("bookInfoID \(id.map(String.init) ?? "NULL")")
            if case .text(let title) = name {
                location = file.location.appending("bookInfoID \(id.map(String.init) ?? "NULL") \(title.quotedForMessage)")
            }
            let record = BookRecord(
                id: id, bookName: name,
                authorName: FieldValue(row[2] as DatabaseValue),
                score: FieldValue(row[3] as DatabaseValue),
                introOfAuthor: FieldValue(row[4] as DatabaseValue),
                contentOfBook: FieldValue(row[5] as DatabaseValue),
                summary: FieldValue(row[6] as DatabaseValue),
                location: location
            )
            do {
                books.append(try record.book(diagnostics: &diagnostics))
            } catch {
                diagnostics.report(error, at: location)
            }
        }
        return books
    }
}
