import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// The reading calendar: a year as columns of weeks (Monday at the top), one square a day,
/// shaded by the minutes read, with the months named above their first week and Monday,
/// Wednesday and Friday at the left; laid out in whole SVG units so the markup is the same
/// everywhere.
package struct ReadingCalendar: Sendable {
    package static let cell = 11, gap = 2, left = 28, top = 16

    package let days: [CalendarDayView]
    package let months: [ChartLabelView]
    package let weekdays: [ChartLabelView]
    package let width: Int
    package let height: Int

    /// One square per day of `year`; `level` 0 (nothing read) to 4 (the most); its date and
    /// time read written in the language of `strings`.
    package init(_ year: ReadingYear, strings: InterfaceStrings) {
        let step = Self.cell + Self.gap
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = calendar.date(from: DateComponents(year: year.year, month: 1, day: 1))!
        let count = calendar.range(of: .day, in: .year, for: first)?.count ?? 365
        // Monday = 0 … Sunday = 6.
        let offset = (calendar.component(.weekday, from: first) + 5) % 7
        let most = max(1, year.secondsByDay.values.max() ?? 0)
        var days: [CalendarDayView] = []
        var months: [ChartLabelView] = []
        for day in 1...count {
            let position = offset + day - 1
            let seconds = year.secondsByDay[day] ?? 0
            let level = seconds == 0 ? 0 : min(4, 1 + (seconds * 4 - 1) / most)
            let date = calendar.date(byAdding: .day, value: day - 1, to: first)!
            let parts = calendar.dateComponents([.month, .day], from: date)
            let x = Self.left + position / 7 * step
            days.append(CalendarDayView(
                x: x, y: Self.top + position % 7 * step, level: level,
                date: strings.date(year: year.year, month: parts.month ?? 1, day: parts.day ?? 1), minutes: seconds / 60,
                minutesText: strings.duration(seconds)))
            if parts.day == 1, let month = parts.month {
                // Above the first whole week of the month: a month starting late in a week is
                // named over the next column, clear of the month before.
                let column = position % 7 == 0 ? position / 7 : position / 7 + 1
                months.append(ChartLabelView(text: strings.text("month_\(month)"), x: Self.left + column * step, y: Self.top - 5))
            }
        }
        self.days = days
        self.months = months
        weekdays = [0, 2, 4].map { row in
            ChartLabelView(text: strings.text("weekday_\(row + 1)"), x: Self.left - 4, y: Self.top + row * step + Self.cell - 2)
        }
        let weeks = (offset + count + 6) / 7
        width = Self.left + weeks * step
        height = Self.top + 7 * step
    }
}
