import Foundation
import GRDB
import FolioBase
import FolioModel

/// KOReader's reading statistics (`statistics.sqlite3`), told by its tables (`book`,
/// `page_stat_data`). Each book: title, authors (one per line; `N/A` is none), series (`N/A` is
/// none), pages, pages read, total reading time, when it was last opened (Unix seconds), and
/// every page's reading (`page_stat_data`: Unix `start_time`, `duration` in seconds); its page is
/// named by its `md5` (`partial_md5_checksum` in older versions).
///
/// The statistics keep no reading status (KOReader writes that beside the book file), so it is
/// read from the pages: a book whose reading reached its last page (`page` ≥ that row's
/// `total_pages`, the page count of the layout it was read in), with at least half its pages read,
/// is finished, on the day it first got there; a book with any other reading is being read; a book only opened is unread.
package struct KOReaderStatistics {
    package let file: DataFile

    package static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains("book") && tables.contains("page_stat_data")
    }

    package func books(in db: Database, diagnostics: inout Diagnostics) throws -> [Book] {
        let (reading, reachedEnd) = readingByBook(in: db, diagnostics: &diagnostics)
        let rows = try StoreRows.fetchAll(db, sql: "SELECT * FROM book ORDER BY id", table: "book", at: file.location, diagnostics: &diagnostics)
        let known = Set(rows.compactMap { StoreRow.integer($0, "id") })
        let strays = reading.filter { !known.contains($0.key) }
        if !strays.isEmpty {
            let ids = strays.keys.sorted()
            let count = strays.values.map(\.count).reduce(0, +)
            diagnostics.warn(at: file.location.appending("table page_stat_data"),
                             "\(count) row\(count == 1 ? "" : "s") name\(count == 1 ? "s" : "") a book the book table does not hold (id_book \(ids.prefix(5).map(String.init).joined(separator: ", "))\(ids.count > 5 ? ", …" : "")); \(count == 1 ? "it is" : "they are") left out")
        }
        return rows.compactMap { row -> Book? in
            guard let id = StoreRow.integer(row, "id") else {
                diagnostics.warn(at: file.location.appending("table book"), "a row has no id; it is left out")
                return nil
            }
            let location = file.location.appending("book \(id)")
            let authors = Self.known(StoreRow.text(row, "authors"))
                .map { $0.split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }.filter { !$0.isEmpty } } ?? []
            var details = BookDetails()
            details.authors = authors
            details.series = Self.known(StoreRow.text(row, "series")).map(Self.series)
            let numbers = StoreNumbers(row, at: location)
            details.pageCount = numbers.whole("pages", in: 0...StoreNumbers.mostPages, &diagnostics).flatMap { $0 > 0 ? Int($0) : nil }
            details.pagesRead = numbers.whole("total_read_pages", in: 0...StoreNumbers.mostPages, &diagnostics).flatMap { $0 > 0 ? Int($0) : nil }
            details.readingTime = numbers.whole("total_read_time", in: 0...StoreNumbers.mostSeconds, &diagnostics).flatMap { $0 > 0 ? Int($0) : nil }
            details.lastRead = numbers.date("last_open", .unixSeconds, &diagnostics)
            details.reading = reading[id] ?? []
            // Reaching the last page counts only with half the book read: a jump to the end to
            // look something up is not finishing it.
            let readEnough = details.pagesRead.map { read in details.pageCount.map { read * 2 >= $0 } ?? true } ?? true
            if let end = reachedEnd[id], readEnough {
                details.status = .finished
                details.finished = end
            } else {
                details.status = details.reading.isEmpty && details.readingTime == nil ? .unread : .reading
            }
            let title = StoreRow.text(row, "title")?.trimmingWhitespace ?? ""
            var book = Book(title: title.isEmpty ? "Unknown" : title, authorLine: authors.joined(separator: ", "), rating: nil,
                            authorIntroduction: "", description: "", review: "", source: location)
            book.details = details
            // The md5 of the book file's sampled bytes: KOReader's own key of a book, which no title edit changes.
            let md5 = StoreRow.text(row, "md5") ?? StoreRow.text(row, "partial_md5_checksum")
            book.stableID = StableID.segment(md5, field: "md5", fallback: "koreader-\(id)", at: location, diagnostics: &diagnostics)
            // The same key in the book's sidecar joins the two (`BookMerge`).
            if let md5 = md5?.trimmingWhitespace, !md5.isEmpty { book.details.identifiers = [BookIdentifier(scheme: KOReaderSidecar.md5Scheme, value: md5, use: .fileDigest)] }
            return book
        }
    }

    /// `page_stat_data` by book, oldest first, and when each book's reading first reached its last
    /// page; a row that is not numbers is passed over with one warning for the table.
    private func readingByBook(in db: Database, diagnostics: inout Diagnostics) -> (spans: [Int64: [ReadingSpan]], reachedEnd: [Int64: Date]) {
        var spans: [Int64: [ReadingSpan]] = [:]
        var reachedEnd: [Int64: Date] = [:]
        var skipped = 0
        do {
            for row in try Row.fetchAll(db, sql: "SELECT * FROM page_stat_data ORDER BY id_book, start_time, page") {
                guard let book = StoreRow.integer(row, "id_book"), let start = StoreRow.real(row, "start_time"), start > 0,
                      let date = StoreDate.unix(start), let duration = StoreRow.integer(row, "duration"), duration >= 0 else {
                    skipped += 1
                    continue
                }
                let page = StoreRow.integer(row, "page") ?? 0
                // KOReader counts at most a few minutes a page; a day is already garbage.
                spans[book, default: []].append(ReadingSpan(start: date, seconds: Int(clamping: min(duration, 86_400)), page: Int(clamping: page)))
                if reachedEnd[book] == nil, let total = StoreRow.integer(row, "total_pages"), total > 0, page >= total { reachedEnd[book] = date }
            }
        } catch {
            diagnostics.warn(at: file.location.appending("table page_stat_data"), "cannot be read; the books are published without their reading sessions")
        }
        if skipped > 0 {
            diagnostics.warn(at: file.location.appending("table page_stat_data"), "\(skipped) row\(skipped == 1 ? "" : "s") without a book, a start time or a duration \(skipped == 1 ? "is" : "are") left out")
        }
        return (spans, reachedEnd)
    }

    /// KOReader writes `N/A` for what a book's metadata lacks.
    private static func known(_ text: String?) -> String? {
        guard let text = text?.trimmingWhitespace, !text.isEmpty, text != "N/A" else { return nil }
        return text
    }

    /// `Name #3` (KOReader's form), or a name alone (number 1).
    package static func series(_ text: String) -> BookSeries {
        if let hash = text.range(of: " #", options: .backwards), let number = Double(String(text[hash.upperBound...]).trimmingWhitespace) {
            return BookSeries(name: String(text[..<hash.lowerBound]).trimmingWhitespace, number: number)
        }
        return BookSeries(name: text, number: 1)
    }
}
