/// Where a reader is with a book.
enum ReadingStatus: String, Sendable, Equatable {
    case unread, reading, finished
}
