/// The names every page's templates can use behind the page's own view: the layout's (`root`,
/// `siteTitle`, `language`, `strings`, `indexHref`, `booksHref`) and the site's (`hasFeed`, `feedHref`,
/// `baseURL`, `searchHref`, `siteSections`, `notesHref`).
struct LayoutValues: Sendable, TemplateFields {
    private let page: PageContext
    private let site: SiteInfo

    init(page: PageContext, site: SiteInfo) {
        self.page = page
        self.site = site
    }

    var root: String { page.root }
    var siteTitle: String { page.siteTitle }
    var language: String { page.language }
    var strings: InterfaceStrings { page.strings }
    var indexHref: String { page.indexHref }
    var booksHref: String { page.booksHref }
    var hasFeed: Bool { site.baseURL != nil }
    var feedHref: String? { site.baseURL == nil ? nil : page.link(SiteMap.feed) }
    var baseURL: String? { site.baseURL }
    var searchHref: String { page.link(SiteMap.search) }
    var siteSections: SiteSections { site.sections }
    /// Where the navigation's "Notes" goes: the notebooks' page when the home page also shows
    /// books, else the home page.
    var notesHref: String { page.link(site.sections.books ? SiteMap.notebooks : SiteMap.index) }
}
