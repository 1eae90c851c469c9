import Foundation
import FolioBase

/// A calendar date, as a book's dates are shown (publication, finished).
package struct BookDate: Sendable, Equatable, Comparable {
    package let year: Int, month: Int, day: Int

    /// The date of `instant` in `zone`.
    package init(_ instant: Date, in zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    package static func < (lhs: BookDate, rhs: BookDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
