@testable import FolioCore
import Foundation
import XCTest

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
}
