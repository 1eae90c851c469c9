import Foundation
import FolioBase

/// A wall-clock time with no zone, as the memo app writes `createTime` (`yyyy/MM/dd HH:mm`).
/// It becomes an instant only when read in the site's time zone.
public struct LocalDateTime: Hashable, Comparable, Sendable {
    // Kept in six bytes, not five Ints' forty: a million memos keep two each.
    private let packedYear: UInt16, packedMonth: UInt8, packedDay: UInt8, packedHour: UInt8, packedMinute: UInt8
    public var year: Int { Int(packedYear) }
    public var month: Int { Int(packedMonth) }
    public var day: Int { Int(packedDay) }
    public var hour: Int { Int(packedHour) }
    public var minute: Int { Int(packedMinute) }

    /// `nil` unless the values name a real minute of the Gregorian calendar (years 1–9999).
    public init?(year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
              (1...Self.daysIn(month: month, year: year)).contains(day),
              (0...23).contains(hour), (0...59).contains(minute)
        else { return nil }
        self.init(checkedYear: year, month: month, day: day, hour: hour, minute: minute)
    }

    private init(checkedYear year: Int, month: Int, day: Int, hour: Int, minute: Int) {
        packedYear = UInt16(year)
        packedMonth = UInt8(month)
        packedDay = UInt8(day)
        packedHour = UInt8(hour)
        packedMinute = UInt8(minute)
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        (lhs.year, lhs.month, lhs.day, lhs.hour, lhs.minute)
            < (rhs.year, rhs.month, rhs.day, rhs.hour, rhs.minute)
    }

    package static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// The instant this wall-clock time names in `zone`: calendar arithmetic, then the zone's
    /// offset at that moment (asked twice, so a time beside a daylight-saving change lands right).
    public func instant(in zone: TimeZone) -> Date {
        let local = Double(secondsSinceEpochAsUTC)
        guard zone.identifier != "UTC" && zone.identifier != "GMT" else { return Date(timeIntervalSince1970: local) }
        let guess = local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        return Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess))))
    }

    /// Seconds since 1970-01-01 00:00 if this were a UTC time (days from the civil calendar).
    package var secondsSinceEpochAsUTC: Int {
        let y = year - (month <= 2 ? 1 : 0)
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        let days = era * 146_097 + dayOfEra - 719_468
        return days * 86_400 + hour * 3_600 + minute * 60
    }

    /// The wall-clock time of `instant` in `zone`, to the minute: the zone's offset at that
    /// moment, then civil-calendar arithmetic (the inverse of `secondsSinceEpochAsUTC`), which
    /// costs far less than a Calendar's components when a store holds thousands of dates.
    public init(_ instant: Date, in zone: TimeZone) {
        let offset = zone.identifier == "UTC" || zone.identifier == "GMT" ? 0 : zone.secondsFromGMT(for: instant)
        // Years 1 to 9999 (a date a store garbled is held to them, never trapped on).
        let wall = instant.timeIntervalSince1970 + Double(offset)
        let seconds = Int((wall.isFinite ? min(max(wall, -62_135_596_800), 253_402_300_799) : 0).rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        self.init(checkedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: dayOfYear - (153 * monthIndex + 2) / 5 + 1,
                  hour: secondOfDay / 3_600, minute: secondOfDay % 3_600 / 60)
    }
}
