/// A highlight with its book, on the highlights page.
struct HighlightEntryView: Sendable, TemplateFields {
    /// Nil for a note that marks no passage.
    let text: String?
    let note: String?
    let chapter: String?
    let bookTitle: String
    let bookHref: String
    let date: String?
}
