import XCTest
@testable import FolioCore
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

final class ReadingSessionTests: XCTestCase {
    private func span(_ start: TimeInterval, _ seconds: Int, page: Int) -> ReadingSpan {
        ReadingSpan(start: Date(timeIntervalSince1970: start), seconds: seconds, page: page)
    }

    /// Page turns with pauses under half an hour are one sitting; its time is the time on pages,
    /// its pages the range and the count of different pages.
    func testPauseOfHalfAnHourEndsASession() {
        let spans = [
            span(0, 60, page: 10), span(60, 120, page: 11), span(180, 30, page: 10),
            span(210 + 29 * 60, 40, page: 12),        // a pause of 29 min: the same sitting
            span(250 + 29 * 60 + 30 * 60, 50, page: 40), // a pause of exactly 30 min: a new one
            span(300 + 59 * 60, 10, page: 0),            // KOReader's page 0 is no page
            span(3 * 3600, 20, page: 0),
        ]
        XCTAssertEqual(ReadingSession.sessions(from: spans), [
            ReadingSession(start: Date(timeIntervalSince1970: 0), end: Date(timeIntervalSince1970: 250 + 29 * 60),
                           seconds: 250, firstPage: 10, lastPage: 12, pages: 3),
            ReadingSession(start: Date(timeIntervalSince1970: 250 + 59 * 60), end: Date(timeIntervalSince1970: 310 + 59 * 60),
                           seconds: 60, firstPage: 40, lastPage: 40, pages: 1),
            ReadingSession(start: Date(timeIntervalSince1970: 3 * 3600), end: Date(timeIntervalSince1970: 3 * 3600 + 20),
                           seconds: 20, firstPage: nil, lastPage: nil, pages: 0),
        ])
        XCTAssertEqual(ReadingSession.sessions(from: []), [])
    }
}
