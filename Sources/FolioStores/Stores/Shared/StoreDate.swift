import Foundation
import FolioBase
import FolioModel

/// Dates as stores write them, each read as what it is: ISO text (`2019-01-22 03:53:58.3+00:00`,
/// `…T…Z`, a date alone), Unix seconds, Unix milliseconds, and Core Data's seconds since
/// 2001-01-01. Text without a zone is UTC, or a wall-clock time in the site's zone where a store
/// writes it so (`iso(_:zoneless:)`).
package enum StoreDate {
    /// Seconds from 1970-01-01 to Core Data's 2001-01-01.
    package static let coreDataEpoch: Double = 978_307_200

    /// The instants a date may name: years 1 to 9999 (a store's garbage beyond them is no date).
    package static let range: ClosedRange<Double> = -62_135_596_800...253_402_300_799

    /// `date` when it names an instant within `range`; nil for NaN, ±inf or one beyond it.
    package static func checked(_ date: Date) -> Date? {
        range.contains(date.timeIntervalSince1970) ? date : nil
    }

    package static func coreData(_ seconds: Double) -> Date? {
        seconds.isFinite && range.contains(coreDataEpoch + seconds) ? Date(timeIntervalSince1970: coreDataEpoch + seconds) : nil
    }

    /// Unix time in seconds, or in milliseconds when the number is too large to be seconds
    /// (after the year 5138).
    package static func unix(_ value: Double) -> Date? {
        guard value.isFinite else { return nil }
        let seconds = abs(value) >= 100_000_000_000 ? value / 1000 : value
        return range.contains(seconds) ? Date(timeIntervalSince1970: seconds) : nil
    }

    /// `yyyy-MM-dd`, then optionally ` HH:mm[:ss[.fraction]]` (or `T`), then `Z` or `±HH:MM`;
    /// text without a zone is UTC.
    package static func iso(_ text: String) -> Date? {
        isoParts(text)?.date
    }

    /// As `iso`, but text without a zone is a wall-clock time in `zone` (Kobo writes some dates
    /// so): the zone's offset at that moment, asked twice, as `LocalDateTime.instant(in:)` does.
    package static func iso(_ text: String, zoneless zone: TimeZone) -> Date? {
        guard let (date, zoned) = isoParts(text) else { return nil }
        if zoned { return date }
        let local = date.timeIntervalSince1970
        let guess = local - Double(zone.secondsFromGMT(for: date))
        return checked(Date(timeIntervalSince1970: local - Double(zone.secondsFromGMT(for: Date(timeIntervalSince1970: guess)))))
    }

    /// The instant the text names, reading it as UTC when it has no zone, and whether it had one.
    private static func isoParts(_ text: String) -> (date: Date, zoned: Bool)? {
        let bytes = Array(text.utf8)
        var index = 0
        func number(_ digits: Int) -> Int? {
            guard index + digits <= bytes.count else { return nil }
            var value = 0
            for byte in bytes[index..<index + digits] {
                guard byte >= 48, byte <= 57 else { return nil }
                value = value * 10 + Int(byte - 48)
            }
            index += digits
            return value
        }
        func skip(_ byte: UInt8) -> Bool {
            guard index < bytes.count, bytes[index] == byte else { return false }
            index += 1
            return true
        }
        guard let year = number(4), skip(45), let month = number(2), skip(45), let day = number(2),
              (1...12).contains(month), day >= 1, day <= LocalDateTime.daysIn(month: month, year: year) else { return nil }
        var seconds = 0.0
        if skip(32) || skip(84) {
            guard let hour = number(2), hour < 24, skip(58), let minute = number(2), minute < 60 else { return nil }
            seconds = Double(hour * 3600 + minute * 60)
            if skip(58) {
                guard let second = number(2), second < 61 else { return nil }
                seconds += Double(second)
                if skip(46) {
                    var scale = 0.1
                    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
                        seconds += Double(bytes[index] - 48) * scale
                        scale /= 10
                        index += 1
                    }
                }
            }
        }
        var offset = 0
        var zoned = true
        if skip(90) {
            offset = 0
        } else if index < bytes.count, bytes[index] == 43 || bytes[index] == 45 {
            let sign = bytes[index] == 45 ? -1 : 1
            index += 1
            guard let hours = number(2) else { return nil }
            _ = skip(58)
            guard let minutes = number(2) else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            zoned = false
        }
        guard index == bytes.count, let days = daysFromEpoch(year: year, month: month, day: day) else { return nil }
        return (Date(timeIntervalSince1970: Double(days) * 86400 + seconds - Double(offset)), zoned)
    }

    /// Days from 1970-01-01 in the proleptic Gregorian calendar.
    private static func daysFromEpoch(year: Int, month: Int, day: Int) -> Int? {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
