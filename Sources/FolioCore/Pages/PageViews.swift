/// One view per page template. The layout's values (`root`, `siteTitle`, `language`, `indexHref`,
/// `booksHref`, …) are the page envelope's, not each view's (see `PageEnvelope`).
@TemplateValues
public struct IndexView: Sendable {
    public let accounts: [CountedLinkView]
    public let hasAccounts: Bool
    public let memoCount: Int
    public let newestBooks: [BookRowView]
    public let hasBooks: Bool
    public let bookCountText: String
}

@TemplateValues
public struct AccountView: Sendable {
    public let name: String
    public let countText: String
    /// Newest first: this page's share of them.
    public let memos: [MemoRowView]
    /// Nil when every memo fits on one page.
    public let pager: PagerView?
}

@TemplateValues
public struct MemoView: Sendable {
    public let title: String
    public let fullTime: String
    public let datetime: String
    public let bodyHTML: String
    public let account: LinkView
    /// The memo written before this one, and the one after, in the same account.
    public let previous: LinkView?
    public let next: LinkView?
    /// Its `#tags`, each linking to the tag's page.
    public let tags: [LinkView]
    public var hasTags: Bool { !tags.isEmpty }
}

@TemplateValues
public struct TagIndexView: Sendable {
    public let tags: [CountedLinkView]
    public let tagCountText: String
    public let pager: PagerView?
}

@TemplateValues
public struct TagView: Sendable {
    public let tagIndexHref: String
    public let name: String
    public let countText: String
    /// Newest first, from every account.
    public let memos: [MemoRowView]
    public let pager: PagerView?
}

@TemplateValues
public struct BookListView: Sendable {
    /// One group without a heading, or one per author when ordered by author.
    public let groups: [BookGroupView]
    public let hasBooks: Bool
    public let bookCountText: String
    /// `app`, `title`, `author` or `score`.
    public let order: String
    public let pager: PagerView?
}

@TemplateValues
public struct AuthorView: Sendable {
    public let name: String
    public let countText: String
    /// From the most recently added of the author's books that has an introduction.
    public let introHTML: String?
    public let books: [BookRowView]
    public let pager: PagerView?
}

@TemplateValues
public struct AuthorIndexView: Sendable {
    public let authors: [CountedLinkView]
    public let authorCountText: String
    public let pager: PagerView?
}

@TemplateValues
public struct StatsView: Sendable {
    public let bookCountText: String
    public let ratedCountText: String
    /// `3.6`, or nil when no book is rated.
    public let averageText: String?
    public let scoreBars: [BarView]
    public let scoreChartWidth, scoreChartHeight: Int
    public let authorBars: [BarView]
    public let authorChartWidth, authorChartHeight: Int
    /// `the 20 authors with most books, of 35`.
    public let authorChartCaption: String
}

@TemplateValues
public struct BookView: Sendable {
    public let title: String
    public let author: String
    public let authorHref: String?
    public let score: StarsView?
    /// About the author, about the book, the reader's summary; empty ones left out.
    public let sections: [SectionView]
}

/// A page that shows only what the layout needs: 404.html, search.html.
@TemplateValues
public struct LayoutOnlyView: Sendable {}
