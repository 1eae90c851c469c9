import FolioBase
import FolioModel
import FolioOutput

/// Every published record's path, decided once so every page links to the same place.
///
/// Layout: `index.html`, `notes/<account>/index.html`, `notes/<account>/<memo id>.html`,
/// `books/index.html`, `books/<book id>.html`, `authors/index.html`, `authors/<author>.html`,
/// `stats.html`, `404.html`. A page is a file, not a folder of its
/// own: links name files anyway (so the site opens from file://), and a build then makes a
/// few dozen folders instead of one per record.
package struct SiteMap: Sendable {
    package static let index = PagePath("index.html")
    package static let bookList = PagePath("books/index.html")
    package static let notFound = PagePath("404.html")
    package static let authorIndex = PagePath("authors/index.html")
    package static let stats = PagePath("stats.html")
    package static let tagIndex = PagePath("tags/index.html")
    /// Names no record gets beside a list: its `index.html` and the `pages/` of its later pages.
    package static let reservedNames = ["index", "pages"]

    package static let search = PagePath("search.html")
    package static let feed = PagePath("feed.xml")
    package static let sitemap = PagePath("sitemap.xml")
    package static let highlights = PagePath("highlights/index.html")
    package static let readingList = PagePath("read-later/index.html")
    package static let notebooks = PagePath("notes/index.html")
    package static let bookTagIndex = PagePath("book-tags/index.html")

    /// `years/2025.html`.
    package static func readingYear(_ year: Int) -> PagePath {
        PagePath(["years", "\(year).html"])
    }

    /// `shelves/reading.html`, `shelves/finished.html`, `shelves/unread.html`.
    package static func readingShelf(_ status: ReadingStatus) -> PagePath {
        PagePath(["shelves", status.rawValue + ".html"])
    }

    private(set) var accountPaths: [PagePath] = []
    /// Per account, per memo (in the account's order).
    private(set) var memoPaths: [[PagePath]] = []
    private(set) var bookPaths: [PagePath] = []
    /// By author name.
    private(set) var authorPaths: [String: PagePath] = [:]
    /// By series name: `series/<series>.html`; by book tag: `book-tags/<tag>.html`.
    private(set) var seriesPaths: [String: PagePath] = [:]
    private(set) var bookTagPaths: [String: PagePath] = [:]
    /// The series and book tags in the reading log's order (their jobs' indices).
    private var seriesNames: [String] = []
    private var bookTagNames: [String] = []
    /// By tag name: `tags/<tag>.html`.
    private(set) var tagPaths: [String: PagePath] = [:]
    /// Every page of the site, in a fixed order (the order they are made and listed in).
    private(set) var jobs: [PageJob] = []

    private let shelves: [AuthorShelf]
    private let tags: TagIndex
    private let newestFirst: [[Int]]
    package let paging: Paging

    /// Segments are claimed in a fixed order: accounts and memos as `NotePaths` claims them, books
    /// in list order (`BookPaths`); so adding a newer record never moves an older one.
    package init(
        content: SiteContent, shelves: [AuthorShelf]? = nil, tags: TagIndex = .empty, newestFirst: [[Int]]? = nil,
        paging: Paging = Paging(), withFeed: Bool = false, workers: Int = 1, readingLog: ReadingLog? = nil, readingYears: [Int] = [],
        notePaths: NotePaths? = nil, bookPaths: BookPaths? = nil
    ) {
        let shelves = shelves ?? content.authorShelves
        self.shelves = shelves
        self.tags = tags
        self.paging = paging
        self.newestFirst = newestFirst ?? content.notebooks.map(\.newestFirst)
        let notes = notePaths ?? NotePaths(content, workers: workers)
        accountPaths = notes.accounts
        memoPaths = notes.memos
        let log = readingLog ?? ReadingLog(content.books)
        let bookPaths = bookPaths ?? BookPaths(
            books: content.books, authors: shelves.map(\.name), series: log.series.map(\.name), bookTags: log.bookTags.map(\.name))
        self.bookPaths = bookPaths.books
        authorPaths = bookPaths.authors
        seriesPaths = bookPaths.series
        bookTagPaths = bookPaths.bookTags
        seriesNames = log.series.map(\.name)
        bookTagNames = log.bookTags.map(\.name)
        var tagNames = PathAllocator(reserved: Self.reservedNames)
        for tag in tags.tags {
            tagPaths[tag.name] = PagePath(["tags", tagNames.claim(Slug.make(tag.name, fallback: "tag")) + ".html"])
        }
        jobs = Self.jobs(content: content, shelves: shelves, tags: tags, log: log, paging: paging, withFeed: withFeed) + readingYears.map(PageJob.readingYear)
        for (index, series) in log.series.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: series.books.count)).map { PageJob.series(index, page: $0) })
        }
        for (index, tag) in log.bookTags.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: tag.books.count)).map { PageJob.bookTag(index, page: $0) })
        }
    }

    private static func jobs(content: SiteContent, shelves: [AuthorShelf], tags: TagIndex, log: ReadingLog, paging: Paging, withFeed: Bool) -> [PageJob] {
        var jobs: [PageJob] = [.index, .notFound, .stats, .search]
        jobs.append(contentsOf: (1...paging.pageCount(of: shelves.count)).map { PageJob.authorIndex(page: $0) })
        jobs.append(contentsOf: (1...paging.pageCount(of: tags.tags.count)).map { PageJob.tagIndex(page: $0) })
        jobs.append(contentsOf: (1...paging.pageCount(of: content.books.count)).map { PageJob.bookList(page: $0) })
        for (account, value) in content.notebooks.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: value.notes.count)).map { PageJob.account(account, page: $0) })
            jobs.append(contentsOf: value.notes.indices.map { PageJob.memo(account: account, position: $0) })
        }
        jobs.append(contentsOf: content.books.indices.map(PageJob.book))
        for (index, shelf) in shelves.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: shelf.bookIndices.count)).map { PageJob.author(index, page: $0) })
        }
        for (index, tag) in tags.tags.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: tag.memos.count)).map { PageJob.tag(index, page: $0) })
        }
        if content.noteCount > 0, !content.books.isEmpty {
            // With books on the home page too, the notebooks get a page of their own.
            jobs.append(.notebooks)
        }
        if !log.bookTags.isEmpty {
            jobs.append(.bookTagIndex)
        }
        if !content.readingList.isEmpty {
            jobs.append(contentsOf: (1...paging.pageCount(of: content.readingList.count)).map { PageJob.readingList(page: $0) })
        }
        if !log.highlights.isEmpty {
            jobs.append(contentsOf: (1...paging.pageCount(of: log.highlights.count)).map { PageJob.highlights(page: $0) })
        }
        for status in ReadingLog.statuses {
            guard let books = log.shelves[status] else { continue }
            jobs.append(contentsOf: (1...paging.pageCount(of: books.count)).map { PageJob.readingShelf(status, page: $0) })
        }
        if withFeed {
            jobs.append(contentsOf: [.feed, .sitemap])
        }
        return jobs
    }

    /// Where a job's page goes: the one place a page's path is decided.
    package func path(for job: PageJob) -> PagePath {
        switch job {
        case .index: Self.index
        case .notFound: Self.notFound
        case .stats: Self.stats
        case .search: Self.search
        case .feed: Self.feed
        case .sitemap: Self.sitemap
        case .authorIndex(let number): Paging.path(of: number, first: Self.authorIndex)
        case .tagIndex(let number): Paging.path(of: number, first: Self.tagIndex)
        case .bookList(let number): Paging.path(of: number, first: Self.bookList)
        case .account(let account, let number): Paging.path(of: number, first: accountPaths[account])
        case .memo(let account, let position): memoPaths[account][newestFirst[account][position]]
        case .book(let book): bookPaths[book]
        case .author(let shelf, let number): Paging.path(of: number, first: authorPaths[shelves[shelf].name] ?? Self.authorIndex)
        case .tag(let tag, let number): Paging.path(of: number, first: tagPaths[tags.tags[tag].name] ?? Self.tagIndex)
        case .highlights(let number): Paging.path(of: number, first: Self.highlights)
        case .readingList(let number): Paging.path(of: number, first: Self.readingList)
        case .readingShelf(let status, let number): Paging.path(of: number, first: Self.readingShelf(status))
        case .readingYear(let year): Self.readingYear(year)
        case .series(let index, let number): Paging.path(of: number, first: seriesPaths[seriesNames[index]] ?? Self.bookList)
        case .bookTag(let index, let number): Paging.path(of: number, first: bookTagPaths[bookTagNames[index]] ?? Self.bookList)
        case .notebooks: Self.notebooks
        case .bookTagIndex: Self.bookTagIndex
        }
    }

    /// The path of a memo, by its index in its account.
    package func memoPath(_ account: Int, _ memo: Int) -> PagePath { memoPaths[account][memo] }

    /// How many folders deep a memo's page is (`notes/<account>/<memo>.html`): its links to files
    /// beside the data are written for it.
    package static let memoDepth = 2
    /// How many folders deep a book's page and its author's first page are (`books/…`, `authors/…`).
    package static let bookDepth = 1
}
