import Foundation
import FolioBase

/// One reading of a book from start to end, as a reading export keeps it: days, not times, so it
/// adds no reading time (that comes from `ReadingSpan`s) and only says when the book was finished.
package struct ReadThrough: Sendable, Equatable {
    /// The day it was started, when the store says.
    package var started: Date?
    package var finished: Date

    package init(started: Date? = nil, finished: Date) {
        self.started = started
        self.finished = finished
    }
}
