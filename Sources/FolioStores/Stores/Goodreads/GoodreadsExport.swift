import Foundation
import FolioBase
import FolioModel

/// Goodreads' library export (`goodreads_library_export.csv`), told by its header. Each row a
/// book: its title (a trailing `(Series, #2)` read as its series), `Author` then `Additional
/// Authors` (Goodreads names translators and illustrators there too, without their roles), the
/// ISBN-13 or else the ISBN-10 (written `="…"`), `My Rating` (1–5; 0 is unrated), publisher, pages,
/// the year this edition was published, `Exclusive Shelf` as its status (`read`,
/// `currently-reading`, `to-read`; a shelf of one's own named like `did-not-finish` is abandoned,
/// any other is no status), the other `Bookshelves` as tags, `Date Read` (Goodreads keeps only
/// the last) and `Read Count`, `Date Added`, and `My Review`, HTML with `<br/>` between
/// paragraphs. `Private Notes` are never read. Its page is named by its `Book Id`.
package struct GoodreadsExport {
    package let file: DataFile
    package let timeZone: TimeZone

    package static let columns = [
        "Book Id", "Title", "Author", "Author l-f", "Additional Authors", "ISBN", "ISBN13", "My Rating", "Average Rating", "Publisher",
        "Binding", "Number of Pages", "Year Published", "Original Publication Year", "Date Read", "Date Added", "Bookshelves",
        "Bookshelves with positions", "Exclusive Shelf", "My Review", "Spoiler", "Private Notes", "Read Count", "Owned Copies",
    ]
    /// The columns Folio reads: a header without one of them is a warning.
    package static let read = [
        "Book Id", "Title", "Author", "Additional Authors", "ISBN", "ISBN13", "My Rating", "Publisher", "Number of Pages",
        "Year Published", "Date Read", "Date Added", "Bookshelves", "Exclusive Shelf", "My Review", "Read Count",
    ]
    /// Columns of which a header needs `Title` and two, to be Goodreads'.
    package static let telling = ["Book Id", "Author l-f", "Exclusive Shelf", "My Rating", "Bookshelves", "My Review"]

    /// The exclusive shelves that are a status; a shelf of one's own is one of these words, or none.
    package static let statuses: [String: ReadingStatus] = [
        "read": .finished, "currently-reading": .reading, "to-read": .unread,
        "did-not-finish": .abandoned, "dnf": .abandoned, "abandoned": .abandoned, "gave-up": .abandoned,
    ]

    package static func recognises(_ columns: CSVColumns) -> Bool {
        columns.contains("Title") && telling.filter(columns.contains).count >= 2
    }

    package func books(in table: CSVTable, diagnostics: inout Diagnostics) -> [Book] {
        let columns = CSVColumns(table.header)
        columns.warnMissing(Self.read, at: file.location, diagnostics: &diagnostics)
        let records = table.rows.map { CSVRecord($0, columns: columns, file: file.location) }
        let order = ExportDay.Order.of(records.flatMap { [$0.text("Date Read"), $0.text("Date Added")] })
        return records.map { book($0, order: order, &diagnostics) }
    }

    private func book(_ record: CSVRecord, order: ExportDay.Order, _ diagnostics: inout Diagnostics) -> Book {
        record.checkWidth(diagnostics: &diagnostics)
        var details = BookDetails()
        let (title, series) = Self.titleAndSeries(record.text("Title"))
        details.series = series
        details.authors = ([record.text("Author")].filter { !$0.isEmpty } + ExportNames.split(record.text("Additional Authors")))
            .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        // The ISBN-10 is read only when there is no ISBN-13: it is the same book's.
        let isbn = record.isbn("ISBN13", &diagnostics) ?? record.isbn("ISBN", &diagnostics)
        let id = record.text("Book Id")
        details.identifiers = (isbn.map { [BookIdentifier(scheme: "isbn", value: $0)] } ?? [])
            + (id.isEmpty ? [] : [BookIdentifier(scheme: "goodreads", value: id)])
        details.publisher = record.text("Publisher").isEmpty ? nil : record.text("Publisher")
        details.pageCount = record.whole("Number of Pages", in: 0...Int(StoreNumbers.mostPages), &diagnostics).flatMap { $0 > 0 ? $0 : nil }
        details.publishedYear = record.whole("Year Published", in: 1...9999, &diagnostics)
        details.added = record.day("Date Added", order: order, in: timeZone, &diagnostics)
        let shelf = record.text("Exclusive Shelf")
        details.status = Self.statuses[shelf.lowercased()]
        let defaults = Set(Self.statuses.keys)
        details.tags = record.list("Bookshelves").filter { $0 != shelf && !defaults.contains($0.lowercased()) }
            + (shelf.isEmpty || Self.statuses[shelf.lowercased()] != nil ? [] : [shelf])
        if let finished = record.day("Date Read", order: order, in: timeZone, &diagnostics) {
            details.finished = finished
            details.readThroughs = [ReadThrough(started: nil, finished: finished)]
            if details.status == nil { details.status = .finished }
        }
        details.timesRead = record.whole("Read Count", in: 0...10_000, &diagnostics).flatMap { $0 > 0 ? $0 : nil }
        let stars = record.whole("My Rating", in: 0...5, otherwise: "the book is shown as unrated", &diagnostics)
        var book = Book(title: title.isEmpty ? "Unknown" : title, authorLine: details.authors.joined(separator: ", "),
                        rating: stars.flatMap { $0 == 0 ? nil : Rating($0) }, authorIntroduction: "", description: "", review: "", source: record.location)
        book.details = details
        let review = record.text("My Review")
        if !review.allSatisfy(\.isWhitespace) { book.review = .exportReview(review, markup: .html, at: record.location("My Review")) }
        book.stableID = StableID.segment(id, field: "Book Id", fallback: "goodreads-row-\(record.row.number)", at: record.location, diagnostics: &diagnostics)
        return book
    }

    /// `Words of Radiance (The Stormlight Archive, #2)`: the title, and the series with its number.
    /// A bracket without `#n` (`(Spanish Edition)`) stays in the title.
    package static func titleAndSeries(_ text: String) -> (String, BookSeries?) {
        guard text.hasSuffix(")"), let open = text.lastIndex(of: "("), let hash = text[open...].lastIndex(of: "#") else { return (text, nil) }
        let number = String(text[text.index(after: hash)..<text.index(before: text.endIndex)]).trimmingWhitespace
        var name = String(text[text.index(after: open)..<hash]).trimmingWhitespace
        if name.hasSuffix(",") { name = String(name.dropLast()).trimmingWhitespace }
        let title = String(text[..<open]).trimmingWhitespace
        guard let value = Double(number), value.isFinite, abs(value) <= 1_000_000, !name.isEmpty, !title.isEmpty else { return (text, nil) }
        return (title, BookSeries(name: name, number: value))
    }
}
