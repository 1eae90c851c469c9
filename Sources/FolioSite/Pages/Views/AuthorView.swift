import FolioBase
import FolioModel
import FolioOutput

package struct AuthorView: Sendable, TemplateFields {
    package let name: String
    package let countText: String
    /// From the most recently added of the author's books that has an introduction.
    package let introHTML: HTMLText?
    package let books: [BookRowView]
    package let pager: PagerView?
}
