import FolioBase
import FolioModel
import FolioOutput

/// A word written into a chart at a place: a month's name over the reading calendar.
package struct ChartLabelView: Sendable, Equatable, TemplateFields {
    package let text: String
    package let x, y: Int
}
