import FolioMarkdown

/// The model stage's value: everything the pages are made from, decided once from the loaded
/// content. Rendering receives this and nothing else from loading.
public struct SiteModel: Sendable {
    public let content: SiteContent
    /// Per account, per memo: its body (the detail without a first line that is the title),
    /// rendered once; pages, the feed, tags and link messages all use it.
    public let memoTexts: [[RenderedMarkdown]]
    /// Per book, its three long fields rendered once.
    public let bookTexts: [BookTexts]
    public let tags: TagIndex
    /// One per author, by name.
    public let shelves: [AuthorShelf]
    /// Per account, its memos' indices newest first (equal times in the order read).
    public let newestFirst: [[Int]]
    /// Book indices in the book list's order.
    public let bookList: [Int]
    public let bookOrder: BookOrder
    public let paging: Paging
    /// Where every page goes.
    public let siteMap: SiteMap
}

/// A book's long fields, rendered.
public struct BookTexts: Sendable {
    public let introOfAuthor: RenderedMarkdown
    public let contentOfBook: RenderedMarkdown
    public let summary: RenderedMarkdown
}
