import Foundation

/// A calendar date, as a book's dates are shown (publication, finished).
struct BookDate: Sendable, Equatable, Comparable {
    let year: Int, month: Int, day: Int

    /// The date of `instant` in `zone`.
    init(_ instant: Date, in zone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day], from: instant)
        year = parts.year ?? 1970
        month = parts.month ?? 1
        day = parts.day ?? 1
    }

    static func < (lhs: BookDate, rhs: BookDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }
}
