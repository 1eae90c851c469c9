import Foundation
import FolioBase

/// What a store beyond the book app keeps of a book: every field may be missing.
package struct BookDetails: Sendable, Equatable {
    /// Each author apart, in the store's order (the book's `author` line joins them).
    package var authors: [String] = []
    package var series: BookSeries?
    package var tags: [String] = []
    package var publisher: String?
    /// The book's language, as the store writes it (`en`, `en-GB`, `English`).
    package var language: String?
    package var published: Date?
    /// The year it was published, for a store that keeps no more (shown when `published` is nil).
    package var publishedYear: Int?
    /// `isbn`, `goodreads`, … with their values, in scheme order.
    package var identifiers: [BookIdentifier] = []
    /// When the book entered the store.
    package var added: Date?
    /// The cover image beside the data, when the store has one.
    package var cover: URL?
    /// How many pages the book has, and how many were read.
    package var pageCount: Int?
    package var pagesRead: Int?
    /// All the time spent reading it, in seconds.
    package var readingTime: Int?
    package var lastRead: Date?
    /// Every stretch of reading the store recorded, oldest first.
    package var reading: [ReadingSpan] = []
    package var status: ReadingStatus?
    package var finished: Date?
    /// Every reading a reading export records, oldest first (the last is `finished`): a book read
    /// twice is among the finished books of both years.
    package var readThroughs: [ReadThrough] = []
    /// How many times the reader says they read it, which may be more than the readings recorded.
    package var timesRead: Int?
    /// 0...1.
    package var progress: Double?
    /// In reading order (see `Highlight.inReadingOrder`).
    package var highlights: [Highlight] = []

    package init(authors: [String] = [], series: BookSeries? = nil, tags: [String] = [], publisher: String? = nil, language: String? = nil, published: Date? = nil, publishedYear: Int? = nil, identifiers: [BookIdentifier] = [], added: Date? = nil, cover: URL? = nil, pageCount: Int? = nil, pagesRead: Int? = nil, readingTime: Int? = nil, lastRead: Date? = nil, reading: [ReadingSpan] = [], status: ReadingStatus? = nil, finished: Date? = nil, readThroughs: [ReadThrough] = [], timesRead: Int? = nil, progress: Double? = nil, highlights: [Highlight] = []) {
        self.authors = authors
        self.series = series
        self.tags = tags
        self.publisher = publisher
        self.language = language
        self.published = published
        self.publishedYear = publishedYear
        self.identifiers = identifiers
        self.added = added
        self.cover = cover
        self.pageCount = pageCount
        self.pagesRead = pagesRead
        self.readingTime = readingTime
        self.lastRead = lastRead
        self.reading = reading
        self.status = status
        self.finished = finished
        self.readThroughs = readThroughs
        self.timesRead = timesRead
        self.progress = progress
        self.highlights = highlights
    }
}
