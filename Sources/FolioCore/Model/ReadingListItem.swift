import Foundation

/// A page saved to read later (Safari's Reading List): where it is, what it is called, when it
/// was saved and last viewed (never viewed: unread), and the text the app kept to preview it.
struct ReadingListItem: Sendable, Equatable {
    var url: String
    var title: String
    var added: Date?
    var viewed: Date?
    var preview: String?
    var source: SourceLocation

    var isRead: Bool { viewed != nil }

    /// Newest saved first; undated ones last, in the order read.
    static func newestFirst(_ items: [ReadingListItem]) -> [ReadingListItem] {
        items.enumerated().sorted { a, b in
            switch (a.element.added, b.element.added) {
            case let (x?, y?) where x != y: return x > y
            case (_?, nil): return true
            case (nil, _?): return false
            default: return a.offset < b.offset
            }
        }.map(\.element)
    }
}
