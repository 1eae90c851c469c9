import FolioBase
import FolioModel
import FolioOutput

/// Dates as the site's language writes them, from its table: `date_format` (`2026/11/21`,
/// `21.11.2026`) with `{year}` in four digits and `{month}` and `{day}` in two, `date_time` with
/// `{date}` and `{time}` (`HH:mm`), and `year_month` with `{year}` and `{month}`. No locale or
/// formatter is involved, so a page is the same on every machine. The machine-readable forms
/// (`<time datetime>`, feeds, the search index) do not change with the language.
extension InterfaceStrings {
    /// `2026/11/21`, `21.11.2026`, `21/11/2026`.
    package func date(year: Int, month: Int, day: Int) -> String {
        text("date_format", ["year": Self.digits(year, 4), "month": Self.digits(month, 2), "day": Self.digits(day, 2)])
    }

    package func date(_ time: LocalDateTime) -> String {
        date(year: time.year, month: time.month, day: time.day)
    }

    package func date(_ day: BookDate) -> String {
        date(year: day.year, month: day.month, day: day.day)
    }

    /// `2026/11/21 09:30`, `21.11.2026, 09:30`.
    package func dateTime(_ time: LocalDateTime) -> String {
        text("date_time", ["date": date(time), "time": time.timeText])
    }

    /// `2026/11`, `11/2026`: a month of a year, as the statistics' chart labels one.
    package func yearMonth(year: Int, month: Int) -> String {
        text("year_month", ["year": Self.digits(year, 4), "month": Self.digits(month, 2)])
    }

    /// `value` with zeros before it to `width` digits.
    private static func digits(_ value: Int, _ width: Int) -> String {
        let text = String(value)
        return text.count < width ? String(repeating: "0", count: width - text.count) + text : text
    }
}
