import Foundation
import FolioBase
import FolioModel

/// A day as a reading export writes it (`2024/01/31`, or `2024-01-31`), or as a spreadsheet
/// rewrites it when the file passes through one: `1/31/2024` or `31/1/2024` (`31.1.2024`), with
/// a year of two digits too (`1/31/24`: 00–29 are 2000–2029, as spreadsheets read them). Which of
/// month and day comes first in a rewritten date is told by the file's own dates (`Order.of`):
/// day first only when some date has a first number above 12 and none a second one.
package struct ExportDay: Equatable {
    package let year: Int, month: Int, day: Int
    /// Whether it was written as a spreadsheet rewrites dates.
    package let rewritten: Bool

    package enum Order {
        case monthFirst, dayFirst

        /// The order of the rewritten dates among `texts`.
        package static func of(_ texts: [String]) -> Order {
            var dayFirst = false, monthFirst = false
            for text in texts {
                guard let parts = ExportDay.numbers(text), parts.count == 3, parts[0] < 100 else { continue }
                if parts[0] > 12 { dayFirst = true }
                if parts[1] > 12 { monthFirst = true }
            }
            return dayFirst && !monthFirst ? .dayFirst : .monthFirst
        }
    }

    /// The day `text` names, or nil when it names none.
    package init?(_ text: String, order: Order) {
        guard let parts = Self.numbers(text), parts.count == 3 else { return nil }
        var (year, month, day) = (parts[0], parts[1], parts[2])
        rewritten = parts[0] < 100
        if rewritten {
            year = parts[2] < 100 ? (parts[2] < 30 ? 2000 : 1900) + parts[2] : parts[2]
            (month, day) = order == .monthFirst ? (parts[0], parts[1]) : (parts[1], parts[0])
            // The other order, when the file's order cannot be this date's.
            if month > 12, day <= 12 { (month, day) = (day, month) }
        }
        guard (1...9999).contains(year), (1...12).contains(month), day >= 1, day <= LocalDateTime.daysIn(month: month, year: year) else { return nil }
        (self.year, self.month, self.day) = (year, month, day)
    }

    /// `2024/01/31`, as the site shows dates and the export writes them.
    package var text: String {
        String(format: "%04d/%02d/%02d", year, month, day)
    }

    /// The start of the day in `zone`, so the site shows it as this day.
    package func instant(in zone: TimeZone) -> Date? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        return calendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    /// The three numbers of `2024/01/31`, `2024-01-31`, `1/31/2024` or `31.1.2024`: digits only,
    /// the year of four digits first or last; a time after a space or `T` is passed over.
    package static func numbers(_ text: String) -> [Int]? {
        let date = text.split(whereSeparator: { $0 == " " || $0 == "T" }).first.map(String.init) ?? ""
        let separator: Character? = date.contains("/") ? "/" : date.contains("-") ? "-" : date.contains(".") ? "." : nil
        guard let separator else { return nil }
        let parts = date.split(separator: separator, omittingEmptySubsequences: false)
        guard parts.count == 3, parts.allSatisfy({ (1...4).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              parts[1].count <= 2, parts[0].count == 4 ? parts[2].count <= 2 : parts[0].count <= 2 && parts[2].count != 3 else { return nil }
        return parts.compactMap { Int($0) }
    }
}
