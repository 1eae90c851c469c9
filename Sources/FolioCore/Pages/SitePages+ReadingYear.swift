extension SitePages {
    /// A year in books: the books finished (with covers), hours and pages read, the month-by-month
    /// bars and the reading calendar.
    func readingYearPage(_ year: Int, _ page: PageContext) -> Page {
        let years = model.readingYears
        let value = years.first { $0.year == year } ?? ReadingYear(year: year)
        let months = BarChart.columns((1...12).map { month in (strings.text("month_\(month)"), (value.secondsByMonth[month] ?? 0) / 3600) })
        let calendar = ReadingCalendar.days(of: value, strings: strings)
        let view = ReadingYearView(
            year: year, finishedCountText: count(value.finished.count, "finished_book"), books: value.finished.map { bookRow($0, from: page) },
            timeText: duration(value.seconds), pagesText: count(value.pagesRead, "page"),
            monthBars: months.bars, monthChartWidth: months.width, monthChartHeight: months.height,
            days: calendar.days, calendarWidth: calendar.width, calendarHeight: calendar.height,
            otherYears: years.filter { $0.year != year }.map { LinkView(title: "\($0.year)", href: page.link(SiteMap.readingYear($0.year))) })
        return Page(path: page.path, template: "year", view: view)
    }
}
