/// A word written into a chart at a place: a month's name over the reading calendar.
struct ChartLabelView: Sendable, Equatable, TemplateFields {
    let text: String
    let x, y: Int
}
