/// A year in books: what was finished, how long and how much was read, month by month and day by day.
struct ReadingYearView: Sendable, TemplateFields {
    let year: Int
    let finishedCountText: String
    let books: [BookRowView]
    let timeText: String
    let pagesText: String
    let monthBars: [BarView]
    let monthChartWidth, monthChartHeight: Int
    let days: [CalendarDayView]
    /// The months' names above the calendar, and Monday's, Wednesday's and Friday's beside it.
    let calendarMonths: [ChartLabelView]
    let calendarWeekdays: [ChartLabelView]
    let calendarWidth, calendarHeight: Int
    var hasReading: Bool { !days.allSatisfy { $0.level == 0 } }
    let otherYears: [LinkView]
}
