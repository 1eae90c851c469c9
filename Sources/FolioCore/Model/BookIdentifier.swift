/// One of a book's identifiers: `isbn` `9780553293357`, `goodreads` `29579`.
struct BookIdentifier: Sendable, Equatable, Comparable {
    var scheme: String
    var value: String

    static func < (lhs: BookIdentifier, rhs: BookIdentifier) -> Bool {
        (lhs.scheme, lhs.value) < (rhs.scheme, rhs.value)
    }
}
