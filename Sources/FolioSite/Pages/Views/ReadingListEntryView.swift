import FolioBase
import FolioModel
import FolioOutput

/// One saved page: a link out (http and https only), when it was saved, whether it was read.
package struct ReadingListEntryView: Sendable, TemplateFields {
    package let title: String
    package let href: String?
    /// The address's host (`www.example.org`), or the whole address when it is not a web one.
    package let site: String
    package let added: String?
    package let datetime: String?
    package let isRead: Bool
    package let status: String
    package let preview: String?
}
