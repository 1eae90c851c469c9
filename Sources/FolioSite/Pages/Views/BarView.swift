import FolioBase
import FolioModel
import FolioOutput

/// One bar of a chart, laid out in SVG user units.
package struct BarView: Sendable, TemplateFields {
    /// The whole label (for the chart's table and the hover text), and as much of it as the
    /// chart has room for, cut at a word.
    package let label: String
    package var shownLabel: String
    package let count: Int
    /// The count as written by the bar.
    package var countText: String
    package let x, y, width, height: Int
    /// Where the label and the count are written.
    package let labelX, labelY, countX, countY: Int

    package init(label: String, shownLabel: String? = nil, count: Int, countText: String? = nil, x: Int, y: Int, width: Int, height: Int,
         labelX: Int, labelY: Int, countX: Int, countY: Int) {
        self.label = label
        self.shownLabel = shownLabel ?? label
        self.count = count
        self.countText = countText ?? "\(count)"
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
        (self.labelX, self.labelY, self.countX, self.countY) = (labelX, labelY, countX, countY)
    }
}
