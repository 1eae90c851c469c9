/// One view per page template. The layout's values (`root`, `siteTitle`, `language`, `indexHref`,
/// `booksHref`, …) are the page envelope's, not each view's (see `PageEnvelope`).
struct IndexView: Sendable {
    /// Notes and books, in the order `home:` gives; only those the site has.
    let parts: [HomePartView]
    /// The pages saved to read later, when there are any.
    var readingList: CountedLinkView? = nil
    /// Nothing to show at all.
    var isEmpty: Bool { parts.isEmpty && readingList == nil }
}

extension IndexView: TemplateFields {
    static let fields: [TemplateField<IndexView>] = [
        .init("parts") { $0.parts },
        .init("readingList") { $0.readingList },
        .init("isEmpty") { $0.isEmpty },
    ]
}

struct AccountView: Sendable {
    let name: String
    let countText: String
    /// Newest first: this page's share of them.
    let memos: [MemoRowView]
    /// Nil when every memo fits on one page.
    let pager: PagerView?
    /// `from Joplin`, for a notebook of another app.
    var origin: String? = nil
    /// The notebooks' own page, when the site has one (when the home page shows books too).
    var notebooksHref: String? = nil
    /// The folders it is inside, outermost first (linked when they have notes of their own).
    var folders: [TrailStepView] = []
    /// The notebooks inside it.
    var notebooks: [NotebookNodeView] = []
    var hasNotebooks: Bool { !notebooks.isEmpty }
}

/// A step of a breadcrumb trail: a name, linked when there is a page to go to.
struct TrailStepView: Sendable {
    let name: String
    let href: String?
}

extension TrailStepView: TemplateFields {
    static let fields: [TemplateField<TrailStepView>] = [
        .init("name") { $0.name },
        .init("href") { $0.href },
    ]
}

extension AccountView: TemplateFields {
    static let fields: [TemplateField<AccountView>] = [
        .init("notebooksHref") { $0.notebooksHref },
        .init("folders") { $0.folders },
        .init("notebooks") { $0.notebooks },
        .init("hasNotebooks") { $0.hasNotebooks },
        .init("name") { $0.name },
        .init("countText") { $0.countText },
        .init("memos") { $0.memos },
        .init("pager") { $0.pager },
        .init("origin") { $0.origin },
    ]
}

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

extension MemoView: TemplateFields {
    static let fields: [TemplateField<MemoView>] = [
        .init("title") { $0.title },
        .init("fullTime") { $0.fullTime },
        .init("datetime") { $0.datetime },
        .init("updatedTime") { $0.updatedTime },
        .init("updatedDatetime") { $0.updatedDatetime },
        .init("bodyHTML") { $0.bodyHTML },
        .init("account") { $0.account },
        .init("previous") { $0.previous },
        .init("next") { $0.next },
        .init("tags") { $0.tags },
        .init("hasTags") { $0.hasTags },
        .init("backlinks") { $0.backlinks },
        .init("hasBacklinks") { $0.hasBacklinks },
    ]
}

struct TagIndexView: Sendable {
    let tags: [CountedLinkView]
    let tagCountText: String
    let pager: PagerView?
}

extension TagIndexView: TemplateFields {
    static let fields: [TemplateField<TagIndexView>] = [
        .init("tags") { $0.tags },
        .init("tagCountText") { $0.tagCountText },
        .init("pager") { $0.pager },
    ]
}

struct TagView: Sendable {
    let tagIndexHref: String
    let name: String
    let countText: String
    /// Newest first, from every account.
    let memos: [MemoRowView]
    let pager: PagerView?
}

extension TagView: TemplateFields {
    static let fields: [TemplateField<TagView>] = [
        .init("tagIndexHref") { $0.tagIndexHref },
        .init("name") { $0.name },
        .init("countText") { $0.countText },
        .init("memos") { $0.memos },
        .init("pager") { $0.pager },
    ]
}

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

extension BookListView: TemplateFields {
    static let fields: [TemplateField<BookListView>] = [
        .init("groups") { $0.groups },
        .init("hasBooks") { $0.hasBooks },
        .init("bookCountText") { $0.bookCountText },
        .init("order") { $0.order },
        .init("pager") { $0.pager },
        .init("readingLog") { $0.readingLog },
        .init("hasReadingLog") { $0.hasReadingLog },
    ]
}

struct AuthorView: Sendable {
    let name: String
    let countText: String
    /// From the most recently added of the author's books that has an introduction.
    let introHTML: HTMLText?
    let books: [BookRowView]
    let pager: PagerView?
}

extension AuthorView: TemplateFields {
    static let fields: [TemplateField<AuthorView>] = [
        .init("name") { $0.name },
        .init("countText") { $0.countText },
        .init("introHTML") { $0.introHTML },
        .init("books") { $0.books },
        .init("pager") { $0.pager },
    ]
}

struct AuthorIndexView: Sendable {
    let authors: [CountedLinkView]
    let authorCountText: String
    let pager: PagerView?
}

extension AuthorIndexView: TemplateFields {
    static let fields: [TemplateField<AuthorIndexView>] = [
        .init("authors") { $0.authors },
        .init("authorCountText") { $0.authorCountText },
        .init("pager") { $0.pager },
    ]
}

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

extension StatsView: TemplateFields {
    static let fields: [TemplateField<StatsView>] = [
        .init("bookCountText") { $0.bookCountText },
        .init("ratedCountText") { $0.ratedCountText },
        .init("averageText") { $0.averageText },
        .init("scoreBars") { $0.scoreBars },
        .init("scoreChartWidth") { $0.scoreChartWidth },
        .init("scoreChartHeight") { $0.scoreChartHeight },
        .init("authorBars") { $0.authorBars },
        .init("authorChartWidth") { $0.authorChartWidth },
        .init("authorChartHeight") { $0.authorChartHeight },
        .init("authorChartCaption") { $0.authorChartCaption },
        .init("monthBars") { $0.monthBars },
        .init("monthChartWidth") { $0.monthChartWidth },
        .init("monthChartHeight") { $0.monthChartHeight },
        .init("hasMonths") { $0.hasMonths },
        .init("yearBars") { $0.yearBars },
        .init("yearChartWidth") { $0.yearChartWidth },
        .init("yearChartHeight") { $0.yearChartHeight },
        .init("hasYears") { $0.hasYears },
    ]
}

struct BookView: Sendable {
    let title: String
    /// The author line, and a link to the first author's page.
    let author: String
    let authorHref: String?
    let cover: CoverView?
    /// The colour of the spine drawn instead of a cover the book lacks.
    let spineHue: Int
    /// Each author with a link to their page.
    /// Each author, with the words that join it to the one before (`, `, ` & `).
    let authors: [JoinedLinkView]
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

extension BookView: TemplateFields {
    static let fields: [TemplateField<BookView>] = [
        .init("title") { $0.title },
        .init("author") { $0.author },
        .init("authorHref") { $0.authorHref },
        .init("cover") { $0.cover },
        .init("spineHue") { $0.spineHue },
        .init("authors") { $0.authors },
        .init("score") { $0.score },
        .init("facts") { $0.facts },
        .init("hasFacts") { $0.hasFacts },
        .init("sections") { $0.sections },
        .init("highlightCountText") { $0.highlightCountText },
        .init("highlightGroups") { $0.highlightGroups },
        .init("hasHighlights") { $0.hasHighlights },
        .init("sessions") { $0.sessions },
        .init("sessionCountText") { $0.sessionCountText },
        .init("hasSessions") { $0.hasSessions },
        .init("sessionsOpen") { $0.sessionsOpen },
    ]
}

/// A page that shows only what the layout needs: 404.html, search.html.
struct LayoutOnlyView: Sendable {}

extension LayoutOnlyView: TemplateFields {
    static let fields: [TemplateField<LayoutOnlyView>] = [

    ]
}
