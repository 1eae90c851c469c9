import FolioBase
import FolioModel
import FolioOutput

package struct BookListView: Sendable, TemplateFields {
    /// One group without a heading, or one per author when ordered by author.
    package let groups: [BookGroupView]
    package let hasBooks: Bool
    package let bookCountText: String
    /// `app`, `title`, `author` or `score`.
    package let order: String
    package let pager: PagerView?
    /// The reading shelves and the highlights page, those the site has.
    package let readingLog: [CountedLinkView]
    package var hasReadingLog: Bool { !readingLog.isEmpty }
}
