/// The names every page's templates can use behind the page's own view: the layout's (`root`,
/// `siteTitle`, `language`, `strings`, `indexHref`, `booksHref`) and the site's (`hasFeed`, `feedHref`,
/// `baseURL`, `searchHref`).
@TemplateValues
struct LayoutValues: Sendable {
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
}
