import Foundation

/// The reading calendar: a year as columns of weeks (Monday at the top), one square a day,
/// shaded by the minutes read, laid out in whole SVG units so the markup is the same everywhere.
enum ReadingCalendar {
    static let cell = 11, gap = 2, left = 0, top = 14

    /// One square per day of `year`; `level` 0 (nothing read) to 4 (the most); its date and
    /// minutes written in the language of `strings`.
    static func days(of year: ReadingYear, strings: InterfaceStrings) -> (days: [CalendarDayView], width: Int, height: Int) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = calendar.date(from: DateComponents(year: year.year, month: 1, day: 1))!
        let count = calendar.range(of: .day, in: .year, for: first)?.count ?? 365
        // Monday = 0 … Sunday = 6.
        let offset = (calendar.component(.weekday, from: first) + 5) % 7
        let most = max(1, year.secondsByDay.values.max() ?? 0)
        var days: [CalendarDayView] = []
        for day in 1...count {
            let position = offset + day - 1
            let seconds = year.secondsByDay[day] ?? 0
            let level = seconds == 0 ? 0 : min(4, 1 + (seconds * 4 - 1) / most)
            let date = calendar.date(byAdding: .day, value: day - 1, to: first)!
            let parts = calendar.dateComponents([.month, .day], from: date)
            days.append(CalendarDayView(
                x: left + position / 7 * (cell + gap), y: top + position % 7 * (cell + gap), level: level,
                date: strings.date(year: year.year, month: parts.month ?? 1, day: parts.day ?? 1), minutes: seconds / 60,
                minutesText: strings.text("duration_minutes", ["m": "\(seconds / 60)"])))
        }
        let weeks = (offset + count + 6) / 7
        return (days, left + weeks * (cell + gap), top + 7 * (cell + gap))
    }
}
