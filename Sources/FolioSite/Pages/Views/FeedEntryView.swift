import FolioBase
import FolioModel
import FolioOutput

package struct FeedEntryView: Sendable, TemplateFields {
    package let title, url, updated, category, contentHTML: String
}
