import FolioBase

/// One of a book's identifiers: `isbn` `9780553293357`, `goodreads` `29579`, and what it is for.
package struct BookIdentifier: Sendable, Hashable, Comparable {
    /// What an identifier is for.
    package enum Use: Sendable, Hashable {
        /// A name readers know the book by (an ISBN, a catalogue's number): shown on its page.
        case shown
        /// A digest of the book's file: records that share one are one book, whichever store
        /// they come from. Not shown.
        case fileDigest
        /// A store's own key, by which records in another of its files (highlights) find the
        /// book; messages name it as `record` (`asset`). Not shown.
        case storeKey(record: String)
    }

    package var scheme: String
    package var value: String
    package var use: Use = .shown

    package init(scheme: String, value: String, use: Use = .shown) {
        self.scheme = scheme
        self.value = value
        self.use = use
    }

    package static func < (lhs: BookIdentifier, rhs: BookIdentifier) -> Bool {
        (lhs.scheme, lhs.value) < (rhs.scheme, rhs.value)
    }
}
