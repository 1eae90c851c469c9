@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A store's instants become wall-clock times by arithmetic, not a Calendar: it must agree with
/// the Calendar everywhere, in zones with odd offsets and daylight saving, before 1970 too.
final class LocalDateTimeTests: XCTestCase {
    func testArithmeticAgreesWithTheCalendar() {
        for name in ["UTC", "Asia/Shanghai", "America/New_York", "Australia/Lord_Howe", "Asia/Kathmandu", "Pacific/Chatham"] {
            let zone = TimeZone(identifier: name)!
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = zone
            // Every 28 h 53 min 23.5 s from 1900 to 2100, so every hour of the day and every month is met.
            for seconds in stride(from: -2_208_988_800.0, to: 4_102_444_800.0, by: 104_003.5) {
                let instant = Date(timeIntervalSince1970: seconds)
                let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: instant)
                let local = LocalDateTime(instant, in: zone)
                guard [local.year, local.month, local.day, local.hour, local.minute] == [c.year, c.month, c.day, c.hour, c.minute] else {
                    return XCTFail("\(name) \(instant): \(local.memoText), the calendar says \(c)")
                }
            }
        }
    }

    /// The fixed-width texts, written as bytes.
    func testTextsAreFixedWidth() {
        let cases: [(LocalDateTime, [String])] = [
            (LocalDateTime(year: 2016, month: 3, day: 26, hour: 16, minute: 34)!, ["2016/03/26 16:34", "2016/03/26", "16:34", "2016-03-26T16:34"]),
            (LocalDateTime(year: 5, month: 1, day: 2, hour: 0, minute: 9)!, ["0005/01/02 00:09", "0005/01/02", "00:09", "0005-01-02T00:09"]),
            (LocalDateTime(year: 9999, month: 12, day: 31, hour: 23, minute: 59)!, ["9999/12/31 23:59", "9999/12/31", "23:59", "9999-12-31T23:59"]),
        ]
        for (time, texts) in cases {
            XCTAssertEqual([time.memoText, time.dateText, time.timeText, time.isoText], texts)
        }
        XCTAssertEqual(TimeDisplay(now: Date(), timeZone: TimeZone(identifier: "UTC")!).machineText(for: cases[0].0), "2016-03-26T16:34+00:00")
        XCTAssertEqual(TimeDisplay(now: Date(), timeZone: TimeZone(identifier: "Asia/Kolkata")!).machineText(for: cases[0].0), "2016-03-26T16:34+05:30")
        XCTAssertEqual(TimeDisplay(now: Date(), timeZone: TimeZone(identifier: "America/Los_Angeles")!).machineText(for: cases[0].0), "2016-03-26T16:34-07:00")
        XCTAssertEqual(TimeDisplay(now: Date(), timeZone: TimeZone(identifier: "America/St_Johns")!).machineText(for: cases[1].0), "0005-01-02T00:09-03:30")
    }
}
