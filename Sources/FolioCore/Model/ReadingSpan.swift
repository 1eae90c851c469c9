import Foundation

/// A stretch of reading: when it started, how long it lasted, and the page (KOReader writes one
/// per page turned). The reading calendar and the yearly recap add them up by day.
struct ReadingSpan: Sendable, Equatable {
    var start: Date
    var seconds: Int
    var page: Int
}
