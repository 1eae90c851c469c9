import Foundation

/// One reading of a book from start to end, as a reading export keeps it: days, not times, so it
/// adds no reading time (that comes from `ReadingSpan`s) and only says when the book was finished.
struct ReadThrough: Sendable, Equatable {
    /// The day it was started, when the store says.
    var started: Date?
    var finished: Date
}
