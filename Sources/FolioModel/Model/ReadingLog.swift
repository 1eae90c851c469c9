import Foundation
import FolioBase

/// The reading log's lists, decided once from the books: every highlight newest first, and the
/// books on each status shelf in the order its page shows them.
package struct ReadingLog: Sendable, Equatable {
    /// A highlight, by its book and its position in the book's list.
    package struct HighlightReference: Sendable, Equatable {
        package let book: Int
        package let highlight: Int
    }

    /// Newest first (by when made; those without a date last, in book then reading order).
    package let highlights: [HighlightReference]
    /// Reading: last read first. Finished: finished last first (the page groups them by year).
    /// Unread: added last first. Abandoned: last read (else added) last first.
    package let shelves: [ReadingStatus: [Int]]

    /// A named group of books: a series (books by their number) or a book tag (list order).
    package struct Group: Sendable, Equatable {
        package let name: String
        package let books: [Int]
    }

    /// By name.
    package let series: [Group]
    package let bookTags: [Group]

    package static let statuses: [ReadingStatus] = [.reading, .finished, .unread, .abandoned]

    package init(_ books: [Book]) {
        var references: [HighlightReference] = []
        for (book, value) in books.enumerated() {
            references += value.details.highlights.indices.map { HighlightReference(book: book, highlight: $0) }
        }
        func created(_ reference: HighlightReference) -> Date {
            books[reference.book].details.highlights[reference.highlight].created ?? .distantPast
        }
        highlights = references.enumerated().sorted { (created($1.element), $0.offset) < (created($0.element), $1.offset) }.map(\.element)
        var shelves: [ReadingStatus: [Int]] = [:]
        for status in Self.statuses {
            let members = books.indices.filter { books[$0].details.status == status }
            let when: (Int) -> Date = { index in
                let details = books[index].details
                switch status {
                case .reading: return details.lastRead ?? .distantPast
                case .abandoned: return details.lastRead ?? details.added ?? .distantPast
                case .finished: return details.finished ?? .distantPast
                case .unread: return details.added ?? .distantPast
                }
            }
            let ordered = members.sorted { (when($1), $0) < (when($0), $1) }
            if !ordered.isEmpty { shelves[status] = ordered }
        }
        self.shelves = shelves
        var bySeries: [String: [Int]] = [:]
        var byTag: [String: [Int]] = [:]
        for (index, book) in books.enumerated() {
            if let series = book.details.series, !series.name.isEmpty { bySeries[series.name, default: []].append(index) }
            for tag in book.details.tags { byTag[tag, default: []].append(index) }
        }
        series = bySeries.keys.sorted().map { name in
            Group(name: name, books: bySeries[name]!.sorted { (books[$0].details.series?.number ?? 0, $0) < (books[$1].details.series?.number ?? 0, $1) })
        }
        bookTags = byTag.keys.sorted().map { Group(name: $0, books: byTag[$0]!) }
    }
}
