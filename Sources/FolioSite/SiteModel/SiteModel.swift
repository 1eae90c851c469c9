import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

/// The model stage's value: everything the pages are made from, decided once from the loaded
/// content. Rendering receives this and nothing else from loading.
package struct SiteModel: Sendable {
    package let content: SiteContent
    /// Per notebook, per note: its body (without a first line that is the title),
    /// rendered once, with its whole plain text; pages, the feed, tags, link messages, list
    /// summaries and the search index all use it.
    package let memoTexts: [[RenderedText]]
    /// Per book, its three long fields rendered once.
    package let bookTexts: [BookTexts]
    /// The files beside the data that the texts link, each once, by output path.
    package let linkedFiles: [LinkedFile]
    package let tags: TagIndex
    /// One per author, by name.
    package let shelves: [AuthorShelf]
    /// Per account, its memos' indices newest first (equal times in the order read).
    package let newestFirst: [[Int]]
    /// Every memo, newest first (equal times by account, then as read): the feed and the home page.
    package let newestMemos: [TagIndex.MemoReference]
    /// Book indices in the book list's order.
    package let bookList: [Int]
    package let bookOrder: BookOrder
    package let paging: Paging
    /// Where every page goes.
    package let siteMap: SiteMap
    /// Highlights newest first, and the books by reading status.
    package let readingLog: ReadingLog
    /// Each year with reading or a finished book, newest first, in the site's time zone.
    package let readingYears: [ReadingYear]
    /// Per account, per memo: the memos whose text links it (`NoteLinks`), newest first.
    package var backlinks: [[[TagIndex.MemoReference]]] = []
    /// Per account, per memo: the start of its text that lists show, nil when it has none (made
    /// once here, not on every list the memo is on).
    package var memoSummaries: [[String?]] = []
    /// The notebooks as nested folders.
    package var notebookTree = NotebookTree([])
}

/// A book's long fields, rendered (with their plain text, for the search index).
package struct BookTexts: Sendable {
    package let authorIntroduction: RenderedText
    package let description: RenderedText
    package let review: RenderedText
}
