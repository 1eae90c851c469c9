struct StatsView: Sendable, TemplateFields {
    let bookCountText: String
    let ratedCountText: String
    /// `3.6`, or nil when no book is rated.
    let averageText: String?
    let scoreBars: [BarView]
    let scoreChartWidth, scoreChartHeight: Int
    let authorBars: [BarView]
    let authorChartWidth, authorChartHeight: Int
    /// `the 20 authors with most books, of 35`.
    let authorChartCaption: String
    /// Hours read per month, and books finished per year (empty without a reading log).
    var monthBars: [BarView] = []
    var monthChartWidth = 0
    var monthChartHeight = 0
    var hasMonths: Bool { !monthBars.isEmpty }
    var yearBars: [BarView] = []
    var yearChartWidth = 0
    var yearChartHeight = 0
    var hasYears: Bool { !yearBars.isEmpty }
}
