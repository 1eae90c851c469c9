import FolioBase

/// Where a reader is with a book: `abandoned` is started and put down for good (StoryGraph's
/// "did not finish").
package enum ReadingStatus: String, Sendable, Equatable {
    case unread, reading, abandoned, finished
}
