import FolioMarkdown

/// The model stage's value: everything the pages are made from, decided once from the loaded
/// content. Rendering receives this and nothing else from loading.
struct SiteModel: Sendable {
    let content: SiteContent
    /// Per account, per memo: its body (the detail without a first line that is the title),
    /// rendered once, with its whole plain text; pages, the feed, tags, link messages, list
    /// summaries and the search index all use it.
    let memoTexts: [[RenderedText]]
    /// Per book, its three long fields rendered once.
    let bookTexts: [BookTexts]
    /// The files beside the data that the texts link, each once, by output path.
    let linkedFiles: [LinkedFile]
    let tags: TagIndex
    /// One per author, by name.
    let shelves: [AuthorShelf]
    /// Per account, its memos' indices newest first (equal times in the order read).
    let newestFirst: [[Int]]
    /// Every memo, newest first (equal times by account, then as read): the feed and the home page.
    let newestMemos: [TagIndex.MemoReference]
    /// Book indices in the book list's order.
    let bookList: [Int]
    let bookOrder: BookOrder
    let paging: Paging
    /// Where every page goes.
    let siteMap: SiteMap
    /// Highlights newest first, and the books by reading status.
    let readingLog: ReadingLog
    /// Each year with reading or a finished book, newest first, in the site's time zone.
    let readingYears: [ReadingYear]
    /// Per account, per memo: the memos whose text links it (`NoteLinks`), newest first.
    var backlinks: [[[TagIndex.MemoReference]]] = []
    /// Per account, per memo: the start of its text that lists show, nil when it has none (made
    /// once here, not on every list the memo is on).
    var memoSummaries: [[String?]] = []
    /// The notebooks as nested folders.
    var notebookTree = NotebookTree([])
}

/// A book's long fields, rendered (with their plain text, for the search index).
struct BookTexts: Sendable {
    let introOfAuthor: RenderedText
    let contentOfBook: RenderedText
    let summary: RenderedText
}
