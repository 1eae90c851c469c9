/// One view per page template. The layout's values (`root`, `siteTitle`, `language`, `indexHref`,
/// `booksHref`, …) are the page envelope's, not each view's (see `PageEnvelope`).
@TemplateValues
struct IndexView: Sendable {
    /// The newest memos of every notebook.
    let newestMemos: [MemoRowView]
    var hasNewestMemos: Bool { !newestMemos.isEmpty }
    let accounts: [CountedLinkView]
    let hasAccounts: Bool
    let memoCount: Int
    let memoCountText: String
    let newestBooks: [BookRowView]
    let hasBooks: Bool
    let bookCountText: String
    /// The pages saved to read later, when there are any.
    var readingList: CountedLinkView? = nil
}

@TemplateValues
struct AccountView: Sendable {
    let name: String
    let countText: String
    /// Newest first: this page's share of them.
    let memos: [MemoRowView]
    /// Nil when every memo fits on one page.
    let pager: PagerView?
    /// `from Joplin`, for a notebook of another app.
    var origin: String? = nil
}

@TemplateValues
struct MemoView: Sendable {
    let title: String
    let fullTime: String
    let datetime: String
    /// When it was last changed, when its app keeps that and it differs from when it was written.
    var updatedTime: String? = nil
    var updatedDatetime: String? = nil
    let bodyHTML: HTMLText
    let account: LinkView
    /// The memo written before this one, and the one after, in the same account.
    let previous: LinkView?
    let next: LinkView?
    /// Its `#tags`, each linking to the tag's page.
    let tags: [LinkView]
    var hasTags: Bool { !tags.isEmpty }
    /// The memos that link to this one, newest first.
    var backlinks: [LinkView] = []
    var hasBacklinks: Bool { !backlinks.isEmpty }
}

@TemplateValues
struct TagIndexView: Sendable {
    let tags: [CountedLinkView]
    let tagCountText: String
    let pager: PagerView?
}

@TemplateValues
struct TagView: Sendable {
    let tagIndexHref: String
    let name: String
    let countText: String
    /// Newest first, from every account.
    let memos: [MemoRowView]
    let pager: PagerView?
}

@TemplateValues
struct BookListView: Sendable {
    /// One group without a heading, or one per author when ordered by author.
    let groups: [BookGroupView]
    let hasBooks: Bool
    let bookCountText: String
    /// `app`, `title`, `author` or `score`.
    let order: String
    let pager: PagerView?
    /// The reading shelves and the highlights page, those the site has.
    let readingLog: [CountedLinkView]
    var hasReadingLog: Bool { !readingLog.isEmpty }
}

@TemplateValues
struct AuthorView: Sendable {
    let name: String
    let countText: String
    /// From the most recently added of the author's books that has an introduction.
    let introHTML: HTMLText?
    let books: [BookRowView]
    let pager: PagerView?
}

@TemplateValues
struct AuthorIndexView: Sendable {
    let authors: [CountedLinkView]
    let authorCountText: String
    let pager: PagerView?
}

@TemplateValues
struct StatsView: Sendable {
    let bookCountText: String
    let ratedCountText: String
    /// `3.6`, or nil when no book is rated.
    let averageText: String?
    let scoreBars: [BarView]
    let scoreChartWidth, scoreChartHeight: Int
    let authorBars: [BarView]
    let authorChartWidth, authorChartHeight: Int
    /// `the 20 authors with most books, of 35`.
    let authorChartCaption: String
    /// Hours read per month, and books finished per year (empty without a reading log).
    var monthBars: [BarView] = []
    var monthChartWidth: Int = 0, monthChartHeight: Int = 0
    var hasMonths: Bool { !monthBars.isEmpty }
    var yearBars: [BarView] = []
    var yearChartWidth: Int = 0, yearChartHeight: Int = 0
    var hasYears: Bool { !yearBars.isEmpty }
}

@TemplateValues
struct BookView: Sendable {
    let title: String
    /// The author line, and a link to the first author's page.
    let author: String
    let authorHref: String?
    let cover: CoverView?
    /// Each author with a link to their page.
    let authors: [LinkView]
    let score: StarsView?
    /// Series, publisher, publication date, identifiers, tags: those the book has.
    let facts: [FactView]
    var hasFacts: Bool { !facts.isEmpty }
    /// About the author, about the book, the reader's summary; empty ones left out.
    let sections: [SectionView]
    let highlightCountText: String
    /// The highlights in reading order, grouped by chapter.
    let highlightGroups: [HighlightGroupView]
    var hasHighlights: Bool { !highlightGroups.isEmpty }
    /// Reading sessions (KOReader), newest first; the list starts folded when it is long.
    var sessions: [SessionView] = []
    var sessionCountText: String = ""
    var hasSessions: Bool { !sessions.isEmpty }
    var sessionsOpen: Bool { sessions.count <= 10 }
}

/// A page that shows only what the layout needs: 404.html, search.html.
@TemplateValues
struct LayoutOnlyView: Sendable {}

/// Every highlight, newest first.
@TemplateValues
struct HighlightListView: Sendable {
    let countText: String
    let highlights: [HighlightEntryView]
    let pager: PagerView?
}

/// A highlight with its book, on the highlights page.
@TemplateValues
struct HighlightEntryView: Sendable {
    let text: String
    let note: String?
    let chapter: String?
    let bookTitle: String
    let bookHref: String
    let date: String?
}

/// Pages saved to read later, newest first.
@TemplateValues
struct ReadingListView: Sendable {
    let countText: String
    /// `3 unread`.
    let unreadText: String
    let items: [ReadingListEntryView]
    let pager: PagerView?
}

/// One saved page: a link out (http and https only), when it was saved, whether it was read.
@TemplateValues
struct ReadingListEntryView: Sendable {
    let title: String
    let href: String?
    /// The address's host (`www.example.org`), or the whole address when it is not a web one.
    let site: String
    let added: String?
    let datetime: String?
    let isRead: Bool
    let status: String
    let preview: String?
}

/// The books with one reading status (finished ones grouped by year).
@TemplateValues
struct ReadingShelfView: Sendable {
    let title: String
    let countText: String
    let groups: [BookGroupView]
    let pager: PagerView?
}

/// A year in books: what was finished, how long and how much was read, month by month and day by day.
@TemplateValues
struct ReadingYearView: Sendable {
    let year: Int
    let finishedCountText: String
    let books: [BookRowView]
    let timeText: String
    let pagesText: String
    let monthBars: [BarView]
    let monthChartWidth, monthChartHeight: Int
    let days: [CalendarDayView]
    let calendarWidth, calendarHeight: Int
    var hasReading: Bool { !days.allSatisfy { $0.level == 0 } }
    let otherYears: [LinkView]
}

/// One day of the reading calendar.
@TemplateValues
struct CalendarDayView: Sendable, Equatable {
    let x, y: Int
    let level: Int
    let date: String
    let minutes: Int
}
