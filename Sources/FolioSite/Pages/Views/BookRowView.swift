import FolioBase
import FolioModel
import FolioOutput

package struct BookRowView: Sendable, TemplateFields {
    package let title: String
    /// Nil when the book has none, and on its author's own page.
    package let author: String?
    package let href: String
    /// The author's page, when the book has an author.
    package let authorHref: String?
    package let score: StarsView?
    package let cover: CoverView?
    /// `reading`, `finished`, `unread`, and its words; nil when the store keeps no status.
    package var status: String? = nil
    package var statusText: String? = nil
    /// How far it is read, `0`–`100`, for a book being read.
    package var progress: String? = nil
    /// The colour of the spine drawn for a book without a cover (a hue, 0–359, from its title).
    package var spineHue = 0
}
