import Foundation
import GRDB
import FolioBase
import FolioModel

/// A Kobo e-reader's `KoboReader.sqlite` (in `.kobo/` on the device), told by its tables
/// (`content`, `Bookmark`, `Shelf`, `ShelfContent`), never its name. Its books are the `content`
/// rows of `ContentType` 6: `Title`, `Attribution` (the authors: Kobo joins them with a comma
/// and no space, so `Paul Conti, MD,Lady Gaga` is two), `ISBN`, `Publisher`, `Series` and
/// `SeriesNumber`, `ReadStatus` (0 unread, 1 reading, 2 finished; finished on
/// `LastTimeFinishedReading`), `___PercentRead`, `TimeSpentReading` (seconds) and `DateLastRead`
/// (ISO text; without a zone, a wall-clock time in the site's zone). Its highlights and notes
/// come from `Bookmark` (`KoboBookmarks`), its shelves are its tags (`KoboShelves`), and its page
/// is named by its `ContentID`.
package struct KoboLibrary {
    package let file: DataFile
    /// Where dates Kobo writes without a zone are read.
    package let timeZone: TimeZone

    package static let tables = ["content", "Bookmark", "Shelf", "ShelfContent"]

    /// `content.ContentType` of a book (9 is a file of a book, 899 an entry of its contents).
    package static let bookType: Int64 = 6

    package static func recognises(_ tables: Set<String>) -> Bool {
        Self.tables.allSatisfy(tables.contains)
    }

    package func books(in db: Database, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws -> [Book] {
        let records = try StoreRecord.fetchAll(db, sql: "SELECT * FROM content ORDER BY rowid", table: "content", at: file.location, diagnostics: &diagnostics)
        let chapters = KoboChapters(records)
        var highlights = KoboBookmarks(file: file, timeZone: timeZone).highlights(in: db, chapters: chapters, into: &source, diagnostics: &diagnostics)
        let tags = KoboShelves(file: file).tags(in: db, diagnostics: &diagnostics)
        var books: [Book] = []
        for (index, record) in records.enumerated() where record.integer("ContentType") == Self.bookType {
            guard let id = record.text("ContentID").flatMap(Self.nonEmpty) else {
                diagnostics.warn(at: file.location.appending("table content, row \(index + 1)"), "is a book without a ContentID; it is left out")
                continue
            }
            var book = book(record, id: id, at: file.location.appending("book \(id.quotedForMessage)"), &diagnostics)
            book.details.tags = tags[id] ?? []
            book.details.highlights = (highlights.removeValue(forKey: id) ?? []).sorted(by: Highlight.inReadingOrder)
            books.append(book)
        }
        if !highlights.isEmpty {
            let count = highlights.values.map(\.count).reduce(0, +)
            let names = highlights.keys.sorted().prefix(3).map(\.quotedForMessage).joined(separator: ", ") + (highlights.count > 3 ? ", …" : "")
            diagnostics.warn(at: file.location.appending("table Bookmark"),
                             "\(count) highlight\(count == 1 ? "" : "s") of a book the content table does not hold (VolumeID \(names)) \(count == 1 ? "is" : "are") not published")
        }
        return books
    }

    private func book(_ record: StoreRecord, id: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Book {
        let numbers = StoreNumbers(record, at: location)
        var details = BookDetails()
        details.authors = record.text("Attribution").map(Self.authors) ?? []
        details.identifiers = record.text("ISBN").flatMap(Self.nonEmpty).map { [BookIdentifier(scheme: "isbn", value: $0)] } ?? []
        details.publisher = record.text("Publisher").flatMap(Self.nonEmpty)
        if let series = record.text("Series").flatMap(Self.nonEmpty) {
            details.series = BookSeries(name: series, number: numbers.real("SeriesNumber", in: -1_000_000...1_000_000, &diagnostics) ?? 1)
        }
        switch numbers.whole("ReadStatus", in: 0...2, &diagnostics) {
        case 0: details.status = .unread
        case 1: details.status = .reading
        case 2:
            details.status = .finished
            details.finished = Self.date(record, "LastTimeFinishedReading", in: timeZone, at: location, &diagnostics)
        default: break
        }
        details.progress = numbers.real("___PercentRead", in: 0...100, &diagnostics).flatMap { $0 > 0 ? $0 / 100 : nil }
        details.readingTime = numbers.whole("TimeSpentReading", in: 0...StoreNumbers.mostSeconds, &diagnostics).flatMap { $0 > 0 ? Int($0) : nil }
        details.lastRead = Self.date(record, "DateLastRead", in: timeZone, at: location, &diagnostics)
        let title = record.text("Title").flatMap(Self.nonEmpty) ?? "Unknown"
        var book = Book(title: title, authorLine: details.authors.joined(separator: ", "), rating: nil,
                        authorIntroduction: "", description: "", review: "", source: location)
        book.details = details
        book.stableID = StableID.segment(id)
        return book
    }

    /// An ISO date (Kobo writes `2024-09-01T20:55:40Z`, and some without a zone, read in `zone`);
    /// another value is a warning.
    package static func date(_ record: StoreRecord, _ column: String, in zone: TimeZone, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Date? {
        guard let value = record.value(column), !value.isNull else { return nil }
        if case .text(let text) = FieldValue(value) {
            if text.trimmingWhitespace.isEmpty { return nil }
            if let date = StoreDate.iso(text.trimmingWhitespace, zoneless: zone) { return date }
        }
        diagnostics.warn(at: location, "\(column) is \(FieldValue(value).summary), expected a date (ISO 8601); it is left out")
        return nil
    }

    /// A flag as Kobo writes it (`true`, `false`, 1, 0): set when it is `true` or a number other than 0.
    package static func flag(_ record: StoreRecord, _ column: String) -> Bool {
        guard let value = record.value(column) else { return false }
        switch FieldValue(value) {
        case .text(let text): return text.trimmingWhitespace.lowercased() == "true" || (Double(text.trimmingWhitespace).map { $0 != 0 } ?? false)
        case .integer(let number): return number != 0
        case .real(let number): return number != 0
        default: return false
        }
    }

    /// Kobo joins authors with a comma and no space; a comma with a space is inside one name
    /// (`Paul Conti, MD`).
    package static func authors(_ attribution: String) -> [String] {
        var names: [String] = []
        var current = ""
        var characters = attribution.makeIterator()
        var next = characters.next()
        while let character = next {
            next = characters.next()
            if character == ",", let following = next, !following.isWhitespace {
                names.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        names.append(current)
        return names.compactMap(nonEmpty)
    }

    package static func nonEmpty(_ text: String) -> String? {
        let trimmed = text.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }
}
