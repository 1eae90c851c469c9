import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    /// A year in books: the books finished (with covers), hours and pages read, the month-by-month
    /// bars and the reading calendar.
    package func readingYearPage(_ year: Int, _ page: PageContext) -> Page {
        let years = model.readingYears
        let value = years.first { $0.year == year } ?? ReadingYear(year: year)
        // Heights from minutes, so a month with a little reading still shows; the counts in hours.
        let minutes = (1...12).map { (value.secondsByMonth[$0] ?? 0) / 60 }
        let months = BarChart.columns((1...12).map { (strings.text("month_\($0)"), minutes[$0 - 1]) }, countTexts: minutes.map(hoursText))
        let calendar = ReadingCalendar(value, strings: strings)
        let view = ReadingYearView(
            year: year, finishedCountText: count(value.finished.count, "finished_book"), books: value.finished.map { bookRow($0, from: page) },
            timeText: duration(value.seconds), pagesText: count(value.pagesRead, "page"),
            monthBars: months.bars, monthChartWidth: months.width, monthChartHeight: months.height,
            days: calendar.days, calendarMonths: calendar.months, calendarWeekdays: calendar.weekdays, calendarWidth: calendar.width, calendarHeight: calendar.height,
            otherYears: years.filter { $0.year != year }.map { LinkView(title: "\($0.year)", href: page.link(SiteMap.readingYear($0.year))) })
        return Page(path: page.path, template: "year", view: view)
    }

    /// Hours for a chart: `14`, `2.5`, `0.3`; empty for none.
    package func hoursText(minutes: Int) -> String {
        if minutes == 0 { return "" }
        let tenths = max(1, (minutes * 10 + 30) / 60)
        return tenths >= 100 ? strings.number(tenths / 10) : "\(tenths / 10)\(strings.text("number_decimal"))\(tenths % 10)"
    }
}
