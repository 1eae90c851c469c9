import Foundation
import FolioBase

/// A page saved to read later (Safari's Reading List): where it is, what it is called, when it
/// was saved and last viewed (never viewed: unread), and the text the app kept to preview it.
package struct ReadingListItem: Sendable, Equatable {
    package var url: String
    package var title: String
    package var added: Date?
    package var viewed: Date?
    package var preview: String?
    package var source: SourceLocation

    package init(url: String, title: String, added: Date? = nil, viewed: Date? = nil, preview: String? = nil, source: SourceLocation) {
        self.url = url
        self.title = title
        self.added = added
        self.viewed = viewed
        self.preview = preview
        self.source = source
    }

    package var isRead: Bool { viewed != nil }

    /// Newest saved first; undated ones last, in the order read.
    package static func newestFirst(_ items: [ReadingListItem]) -> [ReadingListItem] {
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
