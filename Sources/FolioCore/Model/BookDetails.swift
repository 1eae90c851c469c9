import Foundation

/// What a store beyond the book app keeps of a book: every field may be missing.
struct BookDetails: Sendable, Equatable {
    /// Each author apart, in the store's order (the book's `author` line joins them).
    var authors: [String] = []
    var series: BookSeries?
    var tags: [String] = []
    var publisher: String?
    /// The book's language, as the store writes it (`en`, `en-GB`, `English`).
    var language: String?
    var published: Date?
    /// The year it was published, for a store that keeps no more (shown when `published` is nil).
    var publishedYear: Int?
    /// `isbn`, `goodreads`, … with their values, in scheme order.
    var identifiers: [BookIdentifier] = []
    /// A description that came as HTML, already made safe (`FolioHTML`); shown instead of
    /// `contentOfBook`.
    var descriptionHTML: String?
    /// The reader's review, when it came as HTML or plain text (a reading export's), already made
    /// safe; shown instead of `summary`.
    var reviewHTML: String?
    /// When the book entered the store.
    var added: Date?
    /// The cover image beside the data, when the store has one.
    var cover: URL?
    /// How many pages the book has, and how many were read.
    var pageCount: Int?
    var pagesRead: Int?
    /// All the time spent reading it, in seconds.
    var readingTime: Int?
    var lastRead: Date?
    /// Every stretch of reading the store recorded, oldest first.
    var reading: [ReadingSpan] = []
    var status: ReadingStatus?
    var finished: Date?
    /// Every reading a reading export records, oldest first (the last is `finished`): a book read
    /// twice is among the finished books of both years.
    var readThroughs: [ReadThrough] = []
    /// How many times the reader says they read it, which may be more than the readings recorded.
    var timesRead: Int?
    /// 0...1.
    var progress: Double?
    /// In reading order (see `Highlight.inReadingOrder`).
    var highlights: [Highlight] = []
}
