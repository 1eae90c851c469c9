@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A year in books: time read by day (the calendar) and by month, in the site's time zone.
final class ReadingYearTests: XCTestCase {
    func book(_ name: String, reading: [(String, Int)], finished: String? = nil) -> Book {
        var book = Book(title: name, authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "x"))
        book.details.reading = reading.map { ReadingSpan(start: StoreDate.iso($0.0)!, seconds: $0.1, page: 1) }
        book.details.finished = finished.flatMap(StoreDate.iso)
        return book
    }

    func testDaysAndMonthsAreCountedInTheSiteTimeZone() {
        let books = [
            book("A", reading: [("2025-01-01 10:00:00Z", 600), ("2025-01-01 23:30:00Z", 1200), ("2025-03-02 08:00:00Z", 3600)], finished: "2025-03-02 09:00:00Z"),
            book("B", reading: [("2024-12-31 23:50:00Z", 300)]),
        ]
        let utc = ReadingYear.all(books, in: TimeZone(identifier: "UTC")!)
        XCTAssertEqual(utc.map(\.year), [2025, 2024])
        XCTAssertEqual(utc[0].secondsByDay, [1: 1800, 61: 3600])
        XCTAssertEqual(utc[0].secondsByMonth, [1: 1800, 3: 3600])
        XCTAssertEqual(utc[0].pagesRead, 3)
        XCTAssertEqual(utc[0].finished, [0])
        let shanghai = ReadingYear.all(books, in: TimeZone(identifier: "Asia/Shanghai")!)
        XCTAssertEqual(shanghai.map(\.year), [2025], "23:50 UTC on 31 December is the next day in Shanghai")
        XCTAssertEqual(shanghai[0].secondsByDay, [1: 900, 2: 1200, 61: 3600])
    }

    /// Monday at the top; the most-read day is level 4, a day without reading level 0; the months
    /// named over their first whole week, Monday, Wednesday and Friday at the left.
    func testTheCalendarLaysOutWeeksLevelsAndLabels() {
        var year = ReadingYear(year: 2025)  // 1 January 2025 is a Wednesday
        year.secondsByDay = [1: 4000, 2: 1000, 365: 1]
        let calendar = ReadingCalendar(year, strings: .english)
        XCTAssertEqual(calendar.days.count, 365)
        XCTAssertEqual(calendar.days[0], CalendarDayView(x: 28, y: 16 + 2 * 13, level: 4, date: "2025/01/01", minutes: 66, minutesText: "1 h 6 min"))
        XCTAssertEqual(calendar.days[1], CalendarDayView(x: 28, y: 16 + 3 * 13, level: 1, date: "2025/01/02", minutes: 16, minutesText: "16 min"))
        XCTAssertEqual(calendar.days[5], CalendarDayView(x: 28 + 13, y: 16, level: 0, date: "2025/01/06", minutes: 0, minutesText: "0 min"), "the first Monday starts week 2")
        XCTAssertEqual(calendar.days[364], CalendarDayView(x: 28 + 52 * 13, y: 16 + 2 * 13, level: 1, date: "2025/12/31", minutes: 0, minutesText: "< 1 min"),
                       "a second of reading is less than a minute, not none")
        XCTAssertEqual(calendar.months.prefix(3), [
            ChartLabelView(text: "Jan", x: 28 + 13, y: 11),  // Wednesday: named over the first whole week
            ChartLabelView(text: "Feb", x: 28 + 5 * 13, y: 11),  // Saturday 1 February: over the week after
            ChartLabelView(text: "Mar", x: 28 + 9 * 13, y: 11),
        ])
        XCTAssertEqual(calendar.months.map(\.text), ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
        XCTAssertEqual(calendar.weekdays, [
            ChartLabelView(text: "Mon", x: 24, y: 16 + 9), ChartLabelView(text: "Wed", x: 24, y: 16 + 2 * 13 + 9), ChartLabelView(text: "Fri", x: 24, y: 16 + 4 * 13 + 9),
        ])
        XCTAssertEqual(calendar.width, 28 + 53 * 13)
        XCTAssertEqual(calendar.height, 16 + 7 * 13)
    }
}

/// Series list their books by number; book tags in list order; both by name.
final class ReadingLogGroupTests: XCTestCase {
    func testSeriesAreOrderedByNumberAndTagsByName() {
        func book(_ name: String, series: (String, Double)?, tags: [String]) -> Book {
            var book = Book(title: name, authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "x"))
            book.details.series = series.map { BookSeries(name: $0.0, number: $0.1) }
            book.details.tags = tags
            return book
        }
        let log = ReadingLog([book("C", series: ("Saga", 3), tags: ["b"]), book("A", series: ("Saga", 1.5), tags: ["a", "b"]), book("X", series: nil, tags: [])])
        XCTAssertEqual(log.series, [ReadingLog.Group(name: "Saga", books: [1, 0])])
        XCTAssertEqual(log.bookTags, [ReadingLog.Group(name: "a", books: [1]), ReadingLog.Group(name: "b", books: [0, 1])])
    }
}
