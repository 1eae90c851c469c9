import FolioMarkdown

/// Makes every page of a site from its content: the index, one page per account and per memo,
/// the book list and one page per book, and the 404 page.
public struct SitePages: Sendable {
    public let content: SiteContent
    public let siteMap: SiteMap
    public let time: TimeDisplay
    public let markdown: MarkdownRenderer
    public let siteTitle: String
    public let language: String
    /// Per account, its memos' indices newest first (equal times in the order read).
    let newestFirst: [[Int]]
    public let bookOrder: BookOrder
    public let paging: Paging
    let shelves: [AuthorShelf]
    public let tags: TagIndex
    public let site: SiteInfo
    /// By tag name: `tags/<tag>.html`.
    let tagPaths: [String: PagePath]

    public init(
        content: SiteContent, time: TimeDisplay, tags: TagIndex = .empty, bookOrder: BookOrder = .app,
        paging: Paging = Paging(), site: SiteInfo = SiteInfo(baseURL: nil), siteTitle: String = "Folio", language: String = "en",
        workers: Int = 1
    ) {
        self.tags = tags
        self.site = site
        var tagNames = PathAllocator(reserved: SiteMap.reservedNames)
        self.tagPaths = Dictionary(uniqueKeysWithValues: tags.tags.map {
            ($0.name, PagePath(["tags", tagNames.claim(Slug.make($0.name, fallback: "tag")) + ".html"]))
        })
        self.bookOrder = bookOrder
        self.paging = paging
        self.content = content
        self.siteMap = SiteMap(content: content, workers: workers)
        self.shelves = siteMap.shelves
        self.time = time
        self.markdown = MarkdownRenderer()
        self.siteTitle = siteTitle
        self.language = language
        self.newestFirst = content.accounts.map { account in
            let memos = account.memos
            return memos.indices.sorted { (memos[$1].createTime, $0) < (memos[$0].createTime, $1) }
        }
    }

    /// Every page of the site, in a fixed order.
    public var jobs: [PageJob] {
        var jobs: [PageJob] = [.index, .notFound, .stats, .search]
        jobs.append(contentsOf: (1...paging.pageCount(of: shelves.count)).map { PageJob.authorIndex(page: $0) })
        jobs.append(contentsOf: (1...paging.pageCount(of: tags.tags.count)).map { PageJob.tagIndex(page: $0) })
        jobs.append(contentsOf: (1...paging.pageCount(of: content.books.count)).map { PageJob.bookList(page: $0) })
        for (account, order) in newestFirst.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: order.count)).map { PageJob.account(account, page: $0) })
            jobs.append(contentsOf: order.indices.map { PageJob.memo(account: account, position: $0) })
        }
        jobs.append(contentsOf: content.books.indices.map(PageJob.book))
        for (index, shelf) in shelves.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: shelf.bookIndices.count)).map { PageJob.author(index, page: $0) })
        }
        for (index, tag) in tags.tags.enumerated() {
            jobs.append(contentsOf: (1...paging.pageCount(of: tag.memos.count)).map { PageJob.tag(index, page: $0) })
        }
        if site.baseURL != nil {
            jobs.append(contentsOf: [.feed, .sitemap])
        }
        return jobs
    }

    public func page(for job: PageJob) -> Page {
        switch job {
        case .index: indexPage()
        case .bookList(let number): bookListPage(number)
        case .notFound: notFoundPage()
        case .account(let account, let number): accountPage(account, page: number)
        case .memo(let account, let position): memoPage(account, position: position)
        case .book(let book): bookPage(book)
        case .authorIndex(let number): authorIndexPage(number)
        case .author(let shelf, let number): authorPage(shelf, page: number)
        case .stats: statsPage()
        case .tagIndex(let number): tagIndexPage(number)
        case .tag(let tag, let number): tagPage(tag, page: number)
        case .search: searchPage()
        case .feed: feedPage()
        case .sitemap: sitemapPage()
        }
    }

    public func all() -> [Page] {
        jobs.map(page(for:))
    }

    func context(_ path: PagePath) -> PageContext {
        PageContext(path: path, siteTitle: siteTitle, language: language)
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
