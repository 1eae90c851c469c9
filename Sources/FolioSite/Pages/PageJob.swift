import FolioBase
import FolioModel
import FolioOutput

/// One page to make, named before it is made, so pages can be made on several threads and put
/// back in this order.
package enum PageJob: Sendable, Equatable {
    case index
    /// A page of the book list, counted from 1.
    case bookList(page: Int)
    case notFound
    /// A page of an account's memo list, counted from 1.
    case account(Int, page: Int)
    /// An account, and a position in its newest-first list.
    case memo(account: Int, position: Int)
    case book(Int)
    case authorIndex(page: Int)
    /// A page of an author's shelf, by position in `SiteContent.authorShelves`.
    case author(Int, page: Int)
    case stats
    case tagIndex(page: Int)
    case search
    /// A page of a tag's memo list, by position in `TagIndex.tags`.
    case tag(Int, page: Int)
    /// `feed.xml` and `sitemap.xml`, made only with a base URL.
    case feed
    case sitemap
    /// A page of every highlight, newest first.
    case highlights(page: Int)
    /// A page of the pages saved to read later (Safari's Reading List), newest first.
    case readingList(page: Int)
    /// A page of the books with one reading status.
    case readingShelf(ReadingStatus, page: Int)
    /// A year in books, by the year.
    case readingYear(Int)
    /// A page of a series' books, and of a book tag's, by position in `ReadingLog`.
    case series(Int, page: Int)
    case bookTag(Int, page: Int)
    /// Every notebook, as a tree, with the newest notes (when the site has notes).
    case notebooks
    /// Every book tag with its book count (when books have tags).
    case bookTagIndex
}
