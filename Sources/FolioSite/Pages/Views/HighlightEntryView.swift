import FolioBase
import FolioModel
import FolioOutput

/// A highlight with its book, on the highlights page.
package struct HighlightEntryView: Sendable, TemplateFields {
    /// Nil for a note that marks no passage.
    package let text: String?
    package let note: String?
    package let chapter: String?
    package let bookTitle: String
    package let bookHref: String
    package let date: String?
}
