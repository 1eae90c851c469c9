import Foundation
import FolioBase
import FolioModel

/// StoryGraph's export, told by its header. Each row a book: its title; `Authors`, a comma list
/// in which StoryGraph also names translators and narrators, so those `Contributors` names
/// (`Manu Viciano (Translator)`) are left out of it; an ISBN from `ISBN/UID` (which may be
/// another id, such as an ASIN); `Read Status` (`read`, `currently-reading`, `to-read`,
/// `did-not-finish` as abandoned, `paused` as reading); every reading in `Dates Read`
/// (`2025/04/19-2025/04/21`, a day alone, several separated by commas), else `Last Date Read`;
/// `Read Count`, `Date Added`; `Star Rating` in quarter stars, shown in half stars rounded down
/// (4.25 is ★★★★, 4.75 ★★★★½); `Review`, plain text; `Tags`, and `Moods` as tags `mood: dark`.
/// Its page is named by its `ISBN/UID`, when it has one.
package struct StoryGraphExport {
    package let file: DataFile
    package let timeZone: TimeZone

    /// The columns Folio reads: a header without one of them is a warning.
    package static let read = [
        "Title", "Authors", "Contributors", "ISBN/UID", "Read Status", "Date Added", "Last Date Read", "Dates Read", "Read Count",
        "Moods", "Star Rating", "Review", "Tags",
    ]
    /// Columns of which a header needs `Title` and two, to be StoryGraph's.
    package static let telling = ["ISBN/UID", "Read Status", "Star Rating", "Dates Read", "Last Date Read", "Moods", "Content Warnings"]

    package static let statuses: [String: ReadingStatus] = [
        "read": .finished, "currently-reading": .reading, "to-read": .unread, "did-not-finish": .abandoned, "paused": .reading,
    ]

    /// Moods become tags under this prefix, apart from the reader's own tags.
    package static let moodPrefix = "mood: "

    package static func recognises(_ columns: CSVColumns) -> Bool {
        columns.contains("Title") && telling.filter(columns.contains).count >= 2
    }

    package func books(in table: CSVTable, diagnostics: inout Diagnostics) -> [Book] {
        let columns = CSVColumns(table.header)
        columns.warnMissing(Self.read, at: file.location, diagnostics: &diagnostics)
        let records = table.rows.map { CSVRecord($0, columns: columns, file: file.location) }
        let order = ExportDay.Order.of(records.flatMap { record in
            [record.text("Date Added"), record.text("Last Date Read")] + Self.readingParts(record.text("Dates Read")).flatMap { [$0.started, $0.finished].compactMap { $0 } }
        })
        return records.map { book($0, order: order, &diagnostics) }
    }

    private func book(_ record: CSVRecord, order: ExportDay.Order, _ diagnostics: inout Diagnostics) -> Book {
        record.checkWidth(diagnostics: &diagnostics)
        var details = BookDetails()
        let contributors = Set(ExportNames.split(record.text("Contributors")).map(ExportNames.withoutRole))
        let authors = ExportNames.split(record.text("Authors"))
        details.authors = authors.contains(where: { !contributors.contains($0) }) ? authors.filter { !contributors.contains($0) } : authors
        let uid = CSVRecord.unwrapped(record.text("ISBN/UID"))
        let compact = uid.filter { $0 != "-" && $0 != " " }.uppercased()
        // An id that is no ISBN (an ASIN, StoryGraph's own) is read as an ISBN only when a
        // spreadsheet made it a number: then it is said.
        let numeric = !compact.isEmpty && compact.allSatisfy { $0.isNumber || ".E+".contains($0) }
        let isbn = CSVRecord.isISBN(compact) ? compact : numeric ? record.isbn("ISBN/UID", &diagnostics) : nil
        details.identifiers = isbn.map { [BookIdentifier(scheme: "isbn", value: $0)] } ?? []
        let status = record.text("Read Status")
        details.status = Self.statuses[status.lowercased()]
        if details.status == nil, !status.isEmpty {
            diagnostics.warn(at: record.location("Read Status"), "is \(status.quotedForMessage), expected read, currently-reading, to-read, did-not-finish or paused; the book has no status")
        }
        details.added = record.day("Date Added", order: order, in: timeZone, &diagnostics)
        readings(of: record, order: order, into: &details, &diagnostics)
        details.timesRead = record.whole("Read Count", in: 0...10_000, &diagnostics).flatMap { $0 > 0 ? $0 : nil }
        details.tags = record.list("Tags") + record.list("Moods").map { Self.moodPrefix + $0 }
        let title = record.text("Title")
        var book = Book(title: title.isEmpty ? "Unknown" : title, authorLine: details.authors.joined(separator: ", "),
                        rating: rating(record, &diagnostics), authorIntroduction: "", description: "", review: "", source: record.location)
        book.details = details
        let review = record.text("Review")
        if !review.allSatisfy(\.isWhitespace) { book.review = .exportReview(review, markup: .htmlWhenItStartsLikeIt, at: record.location("Review")) }
        // A book without an id (StoryGraph writes none for some) is named by its title.
        book.stableID = StableID.segment(isbn ?? (numeric ? nil : uid))
        return book
    }

    /// `Dates Read`'s readings (else `Last Date Read` as one finished that day): each day read
    /// with a warning when it is not one; a reading started and not finished (`2025/06/27-`)
    /// gives when it was last read.
    private func readings(of record: CSVRecord, order: ExportDay.Order, into details: inout BookDetails, _ diagnostics: inout Diagnostics) {
        let column = record.text("Dates Read").isEmpty ? "Last Date Read" : "Dates Read"
        for part in Self.readingParts(record.text(column)) {
            let started = part.started.flatMap { record.day($0, column: column, order: order, in: timeZone, &diagnostics) }
            guard let text = part.finished else {
                details.lastRead = [details.lastRead, started].compactMap { $0 }.max()
                continue
            }
            guard let finished = record.day(text, column: column, order: order, in: timeZone, &diagnostics) else { continue }
            details.readThroughs.append(ReadThrough(started: started.flatMap { $0 <= finished ? $0 : nil }, finished: finished))
        }
        details.readThroughs.sort { $0.finished < $1.finished }
        details.finished = details.readThroughs.last?.finished
        details.lastRead = [details.lastRead, details.finished].compactMap { $0 }.max()
        if details.status == nil, details.finished != nil { details.status = .finished }
    }

    /// The readings of `2023/01/05-2023/01/20, 2024/03/01`: each a start (or none) and an end
    /// (none for a reading not finished), as written. A range's dash is told from a date's own
    /// (`2023-01-05`) by where both sides are dates.
    package static func readingParts(_ text: String) -> [(started: String?, finished: String?)] {
        text.split(whereSeparator: { $0 == "," || $0 == ";" }).map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }.map { part in
            if ExportDay.numbers(part) != nil, !part.hasSuffix("-") { return (nil, part) }
            let dashes = part.indices.filter { part[$0] == "-" }
            for dash in dashes {
                let start = String(part[..<dash]).trimmingWhitespace, end = String(part[part.index(after: dash)...]).trimmingWhitespace
                if ExportDay.numbers(start) != nil, end.isEmpty || ExportDay.numbers(end) != nil { return (start, end.isEmpty ? nil : end) }
            }
            return (nil, part)
        }
    }

    /// Quarter stars from 0.25 to 5, in half stars rounded down; 0 or empty is unrated.
    private func rating(_ record: CSVRecord, _ diagnostics: inout Diagnostics) -> Rating? {
        let text = record.text("Star Rating")
        guard !text.isEmpty else { return nil }
        if let value = Double(text), value.isFinite, (0...5).contains(value), (value * 4).rounded() == value * 4 {
            return value == 0 ? nil : Rating(halves: Int((value * 2).rounded(.down)))
        }
        diagnostics.warn(at: record.location("Star Rating"), "is \(text.quotedForMessage), expected stars from 0.25 to 5 in quarters; the book is shown as unrated")
        return nil
    }
}
