import Foundation
import FolioBase

/// A sitting with a book: reading stretches with no pause longer than `maximumPause` between
/// one's end and the next's start. KOReader records a stretch per page turned, so a sitting is
/// what a reader would call a reading session.
package struct ReadingSession: Sendable, Equatable {
    package var start: Date
    package var end: Date
    /// Time spent on pages, in seconds (pauses between stretches are not counted).
    package var seconds: Int
    /// The lowest and highest page read, and how many different pages (KOReader's page 0 is no
    /// page: it is left out, and a sitting on it alone has no pages).
    package var firstPage: Int?
    package var lastPage: Int?
    package var pages: Int

    /// A pause of half an hour or more ends a sitting.
    package static let maximumPause: TimeInterval = 30 * 60

    /// `spans` (oldest first) gathered into sittings, oldest first.
    package static func sessions(from spans: [ReadingSpan]) -> [ReadingSession] {
        var sessions: [ReadingSession] = []
        var pages: Set<Int> = []
        for span in spans {
            let end = span.start.addingTimeInterval(TimeInterval(min(span.seconds, 86_400)))
            if sessions.isEmpty || span.start.timeIntervalSince(sessions[sessions.count - 1].end) >= maximumPause {
                pages = []
                sessions.append(ReadingSession(start: span.start, end: end, seconds: 0, firstPage: nil, lastPage: nil, pages: 0))
            }
            var last = sessions[sessions.count - 1]
            last.end = max(last.end, end)
            last.seconds = last.seconds.addingReportingOverflow(span.seconds).overflow ? Int.max : last.seconds + span.seconds
            if span.page > 0 {
                last.firstPage = min(last.firstPage ?? span.page, span.page)
                last.lastPage = max(last.lastPage ?? span.page, span.page)
                pages.insert(span.page)
                last.pages = pages.count
            }
            sessions[sessions.count - 1] = last
        }
        return sessions
    }
}
