import FolioBase
import FolioModel
import FolioOutput

/// A reading session on a book's page: its day, its hours, the time read and the pages.
package struct SessionView: Sendable, TemplateFields {
    package let date: String
    /// `yyyy-MM-ddTHH:mm` of its start, for `<time datetime>`.
    package let datetime: String
    package let time: String
    package let duration: String
    package let pages: String
}
