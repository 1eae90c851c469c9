/// A run of highlights from one chapter (nil when the store names none).
struct HighlightGroupView: Sendable, TemplateFields {
    let chapter: String?
    var highlights: [HighlightView]
}
