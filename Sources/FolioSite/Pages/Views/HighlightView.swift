import FolioBase
import FolioModel
import FolioOutput

/// A highlighted passage and the reader's note on it.
package struct HighlightView: Sendable, TemplateFields {
    /// Nil for a note that marks no passage.
    package let text: String?
    package let note: String?
}
