import FolioBase
import FolioModel
import FolioOutput

package struct StatsView: Sendable, TemplateFields {
    package let bookCountText: String
    package let ratedCountText: String
    /// `3.6`, or nil when no book is rated.
    package let averageText: String?
    package let scoreBars: [BarView]
    package let scoreChartWidth, scoreChartHeight: Int
    package let authorBars: [BarView]
    package let authorChartWidth, authorChartHeight: Int
    /// `the 20 authors with most books, of 35`.
    package let authorChartCaption: String
    /// Hours read per month, and books finished per year (empty without a reading log).
    package var monthBars: [BarView] = []
    package var monthChartWidth = 0
    package var monthChartHeight = 0
    package var hasMonths: Bool { !monthBars.isEmpty }
    package var yearBars: [BarView] = []
    package var yearChartWidth = 0
    package var yearChartHeight = 0
    package var hasYears: Bool { !yearBars.isEmpty }
}
