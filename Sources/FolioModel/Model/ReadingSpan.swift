import Foundation
import FolioBase

/// A stretch of reading: when it started, how long it lasted, and the page (KOReader writes one
/// per page turned). The reading calendar and the yearly recap add them up by day.
package struct ReadingSpan: Sendable, Equatable {
    package var start: Date
    package var seconds: Int
    package var page: Int

    package init(start: Date, seconds: Int, page: Int) {
        self.start = start
        self.seconds = seconds
        self.page = page
    }
}
