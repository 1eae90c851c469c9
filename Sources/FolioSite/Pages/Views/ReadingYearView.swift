import FolioBase
import FolioModel
import FolioOutput

/// A year in books: what was finished, how long and how much was read, month by month and day by day.
package struct ReadingYearView: Sendable, TemplateFields {
    package let year: Int
    package let finishedCountText: String
    package let books: [BookRowView]
    package let timeText: String
    package let pagesText: String
    package let monthBars: [BarView]
    package let monthChartWidth, monthChartHeight: Int
    package let days: [CalendarDayView]
    /// The months' names above the calendar, and Monday's, Wednesday's and Friday's beside it.
    package let calendarMonths: [ChartLabelView]
    package let calendarWeekdays: [ChartLabelView]
    package let calendarWidth, calendarHeight: Int
    package var hasReading: Bool { !days.allSatisfy { $0.level == 0 } }
    package let otherYears: [LinkView]
}
