/// A highlighted passage and the reader's note on it.
struct HighlightView: Sendable, TemplateFields {
    /// Nil for a note that marks no passage.
    let text: String?
    let note: String?
}
