import FolioBase
import FolioModel
import FolioOutput

/// A run of highlights from one chapter (nil when the store names none).
package struct HighlightGroupView: Sendable, TemplateFields {
    package let chapter: String?
    package var highlights: [HighlightView]
}
