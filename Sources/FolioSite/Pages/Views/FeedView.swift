import FolioBase
import FolioModel
import FolioOutput

package struct FeedView: Sendable, TemplateFields {
    package let siteTitle, author, feedURL, siteURL, updated: String
    package let entries: [FeedEntryView]
}
