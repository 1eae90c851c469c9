@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The memo app's list rule: `HH:mm` when created less than 24 hours before now, else the date.
final class TimeDisplayTests: XCTestCase {
    let utc = TimeZone(identifier: "UTC")!

    func display(now: String) -> TimeDisplay {
        TimeDisplay(now: LocalDateTime(isoText: now)!.instant(in: utc), timeZone: utc)
    }

    func testTwentyFourHourBoundary() {
        let created = LocalDateTime(memoText: "2026/11/20 09:30")!
        XCTAssertEqual(display(now: "2026-11-20T09:30").listText(for: created, in: .english), "09:30")
        XCTAssertEqual(display(now: "2026-11-21T09:29").listText(for: created, in: .english), "09:30", "23:59 old shows the time")
        XCTAssertEqual(display(now: "2026-11-21T09:30").listText(for: created, in: .english), "2026/11/20", "exactly 24:00 old shows the date")
        XCTAssertEqual(display(now: "2027-01-01T00:00").listText(for: created, in: .english), "2026/11/20")
    }

    func testAMemoDatedAfterNowShowsItsDate() {
        XCTAssertEqual(display(now: "2026-11-20T09:30").listText(for: LocalDateTime(memoText: "2038/01/19 03:14")!, in: .english), "2038/01/19")
        XCTAssertEqual(display(now: "2026-11-20T09:30").listText(for: LocalDateTime(memoText: "9999/12/31 23:59")!, in: .english), "9999/12/31")
        XCTAssertEqual(display(now: "2026-11-20T09:29").listText(for: LocalDateTime(memoText: "2026/11/20 09:30")!, in: .english), "2026/11/20", "a minute ahead")
        XCTAssertEqual(display(now: "2026-11-20T09:30").listText(for: LocalDateTime(memoText: "2026/11/20 09:30")!, in: .english), "09:30", "0 hours old")
    }

    func testMachineReadableTimeCarriesTheZone() {
        let created = LocalDateTime(memoText: "2016/03/26 16:34")!
        XCTAssertEqual(display(now: "2026-11-21T09:30").machineText(for: created), "2016-03-26T16:34+00:00")
        let shanghai = TimeDisplay(now: Date(), timeZone: TimeZone(identifier: "Asia/Shanghai")!)
        XCTAssertEqual(shanghai.machineText(for: created), "2016-03-26T16:34+08:00")
    }

    func testCreateTimeIsParsedExactly() {
        XCTAssertEqual(LocalDateTime(memoText: "2016/02/29 23:59")?.memoText, "2016/02/29 23:59")
        for bad in ["2015/02/29 10:00", "2016/13/01 10:00", "2016/01/01 24:00", "2016/1/01 10:00",
                    "2016/01/01T10:00", "2016/01/01 10:00 ", "２０１６/01/01 10:00", ""] {
            XCTAssertNil(LocalDateTime(memoText: bad), bad)
        }
        XCTAssertEqual(LocalDateTime(isoText: "2026-11-21T09:30")?.memoText, "2026/11/21 09:30")
        XCTAssertNil(LocalDateTime(isoText: "2026-11-21 09:30"))
    }
}

/// The calendar arithmetic agrees with Foundation's calendar, in UTC and in zones with daylight saving.
final class LocalDateTimeInstantTests: XCTestCase {
    func testInstantsMatchFoundationsCalendar() {
        var random = SeededGenerator(seed: 7)
        for zoneName in ["UTC", "Asia/Shanghai", "America/New_York", "Europe/Berlin", "Australia/Lord_Howe"] {
            let zone = TimeZone(identifier: zoneName)!
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            for _ in 0..<400 {
                let time = LocalDateTime(year: Int.random(in: 1900...2100, using: &random), month: Int.random(in: 1...12, using: &random),
                                         day: Int.random(in: 1...28, using: &random), hour: Int.random(in: 0...23, using: &random),
                                         minute: Int.random(in: 0...59, using: &random))!
                let expected = calendar.date(from: DateComponents(year: time.year, month: time.month, day: time.day, hour: time.hour, minute: time.minute))!
                let actual = time.instant(in: zone)
                // In the hour a clock skips, the two may pick different sides; elsewhere they agree.
                if LocalDateTime(actual, in: zone) == time {
                    XCTAssertEqual(actual, expected, "\(time) in \(zoneName)")
                }
            }
        }
        XCTAssertEqual(LocalDateTime(memoText: "1970/01/01 00:00")!.instant(in: TimeZone(identifier: "UTC")!).timeIntervalSince1970, 0)
        XCTAssertEqual(LocalDateTime(memoText: "2016/02/29 12:00")!.instant(in: TimeZone(identifier: "UTC")!).timeIntervalSince1970, 1_456_747_200)
    }
}
