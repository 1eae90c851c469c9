import FolioBase
import FolioModel
import FolioOutput

/// Makes every page of a site from its model: the index, one page per account and per memo,
/// the book list and one page per book, authors, tags, statistics, search and the 404 page.
/// Every path comes from the model's site map.
package struct SitePages: Sendable {
    package let model: SiteModel
    package let time: TimeDisplay
    package let siteTitle: String
    package let language: String
    package let strings: InterfaceStrings
    package let covers: CoverSet
    package let site: SiteInfo
    /// Every score's stars and words, by its half stars (`Rating.halves`, 0...10): made once, not
    /// for each of a book's rows.
    package let scores: [StarsView?]
    /// The home page's parts in this order (`home:` in folio.yml).
    package let homeOrder: [SiteSections.Part]

    package init(
        model: SiteModel, time: TimeDisplay, site: SiteInfo = SiteInfo(baseURL: nil), siteTitle: String = "Folio", language: String = "en",
        strings: InterfaceStrings = .english, covers: CoverSet = CoverSet(), homeOrder: [SiteSections.Part] = []
    ) {
        let sections = SiteSections(model)
        self.covers = covers
        self.model = model
        self.time = time
        var site = site
        site.sections = sections
        self.site = site
        self.siteTitle = siteTitle
        self.language = language
        self.homeOrder = homeOrder
        let strings = sections.notesFromNotesApps ? strings.speakingOfNotes() : strings
        self.strings = strings
        self.scores = (0...Rating.maximum * 2).map { halves in Rating(halves: halves).map { StarsView($0, strings: strings) } }
    }

    package var content: SiteContent { model.content }
    package var siteMap: SiteMap { model.siteMap }
    package var paging: Paging { model.paging }

    package func page(for job: PageJob) -> Page {
        let page = context(siteMap.path(for: job))
        switch job {
        case .index: return indexPage(page)
        case .bookList(let number): return bookListPage(number, page)
        case .notFound: return notFoundPage(page)
        case .account(let account, let number): return accountPage(account, page: number, page)
        case .memo(let account, let position): return memoPage(account, position: position, page)
        case .book(let book): return bookPage(book, page)
        case .authorIndex(let number): return authorIndexPage(number, page)
        case .author(let shelf, let number): return authorPage(shelf, page: number, page)
        case .stats: return statsPage(page)
        case .tagIndex(let number): return tagIndexPage(number, page)
        case .tag(let tag, let number): return tagPage(tag, page: number, page)
        case .search: return searchPage(page)
        case .feed: return feedPage()
        case .sitemap: return sitemapPage()
        case .highlights(let number): return highlightsPage(number, page)
        case .readingList(let number): return readingListPage(number, page)
        case .readingShelf(let status, let number): return readingShelfPage(status, page: number, page)
        case .readingYear(let year): return readingYearPage(year, page)
        case .series(let index, let number): return groupPage(model.readingLog.series[index], page: number, page) { .series(index, page: $0) }
        case .bookTag(let index, let number): return groupPage(model.readingLog.bookTags[index], page: number, page) { .bookTag(index, page: $0) }
        case .notebooks: return notebooksPage(page)
        case .bookTagIndex: return bookTagIndexPage(page)
        }
    }

    package func all() -> [Page] {
        siteMap.jobs.map(page(for:))
    }

    package func context(_ path: PagePath) -> PageContext {
        PageContext(path: path, siteTitle: siteTitle, language: language, strings: strings)
    }

    /// The pager of page `number` of a list of `count` items, whose pages are `job(n)`.
    package func pager(_ number: Int, of count: Int, on page: PageContext, _ job: @escaping (Int) -> PageJob) -> PagerView? {
        paging.view(page: number, of: paging.pageCount(of: count), from: page) { siteMap.path(for: job($0)) }
    }

    /// `3 memos`, in the site's language (`noun` names the `count_<noun>_…` strings).
    package func count(_ number: Int, _ noun: String) -> String {
        strings.count(number, noun)
    }
}
