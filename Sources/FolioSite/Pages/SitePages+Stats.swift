import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    /// How many authors the books-per-author chart shows at most.
    package static let chartedAuthors = 20

    package func statsPage(_ page: PageContext) -> Page {
        let shelves = model.shelves
        let rated = content.books.compactMap(\.rating)
        let scores = rated.map(\.value)
        let average = rated.isEmpty ? nil : Double(rated.reduce(0) { $0 + $1.halves }) / 2 / Double(rated.count)
        let scoreCounts = (0...Rating.maximum).map { value in ("\(value)★", scores.filter { $0 == value }.count) }
        let ranked = shelves.sorted { ($1.bookIndices.count, $0.name) < ($0.bookIndices.count, $1.name) }.prefix(Self.chartedAuthors)
        let scoreChart = BarChart.columns(scoreCounts)
        let authorChart = BarChart.rows(ranked.map { ($0.name, $0.bookIndices.count) })
        let view = StatsView(
            bookCountText: count(content.books.count, "book"),
            ratedCountText: count(scores.count, "rated_book"),
            averageText: average.map { strings.text("average_score", ["average": strings.number(tenths: Self.tenths($0)), "max": strings.number(Rating.maximum)]) },
            scoreBars: scoreChart.bars, scoreChartWidth: scoreChart.width, scoreChartHeight: scoreChart.height,
            authorBars: authorChart.bars, authorChartWidth: authorChart.width, authorChartHeight: authorChart.height,
            authorChartCaption: ranked.count < shelves.count
                ? strings.text("top_authors", ["count": strings.number(ranked.count), "total": strings.number(shelves.count)])
                : count(shelves.count, "author"))
        return Page(path: page.path, template: "stats", view: withReading(view))
    }

    /// The statistics with the reading log's charts: hours read per month (the last 24 months
    /// with reading) and books finished per year, when there is reading or a finished book.
    package func withReading(_ view: StatsView) -> StatsView {
        var view = view
        let years = model.readingYears.sorted { $0.year < $1.year }
        let months = years.flatMap { year in
            (1...12).compactMap { month in
                year.secondsByMonth[month].map { (label: strings.yearMonth(year: year.year, month: month), count: $0 / 60) }
            }
        }.suffix(24)
        // Lengths from minutes, so a month with a little reading still shows; the counts in hours.
        let monthChart = BarChart.rows(Array(months), countTexts: months.map { hoursText(minutes: $0.count) })
        let finished = years.filter { !$0.finished.isEmpty }
        let yearChart = BarChart.columns(finished.map { ("\($0.year)", $0.finished.count) })
        view.monthBars = monthChart.bars
        view.monthChartWidth = monthChart.width
        view.monthChartHeight = monthChart.height
        view.yearBars = yearChart.bars
        view.yearChartWidth = yearChart.width
        view.yearChartHeight = yearChart.height
        return view
    }

    /// `36` for 3.6: the tenths of `value`, rounded half up, the same on every machine.
    package static func tenths(_ value: Double) -> Int {
        Int((value * 10).rounded(.toNearestOrAwayFromZero))
    }
}
