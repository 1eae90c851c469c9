import FolioBase
import FolioModel
import FolioOutput

/// The names every page's templates can use behind the page's own view: the layout's (`root`,
/// `siteTitle`, `language`, `strings`, `indexHref`, `booksHref`) and the site's (`hasFeed`, `feedHref`,
/// `baseURL`, `searchHref`, `siteSections`, `notesHref`).
package struct LayoutValues: Sendable, TemplateFields {
    private let page: PageContext
    private let site: SiteInfo

    package init(page: PageContext, site: SiteInfo) {
        self.page = page
        self.site = site
    }

    package var root: String { page.root }
    package var siteTitle: String { page.siteTitle }
    package var language: String { page.language }
    package var strings: InterfaceStrings { page.strings }
    package var indexHref: String { page.indexHref }
    package var booksHref: String { page.booksHref }
    package var hasFeed: Bool { site.baseURL != nil }
    package var feedHref: String? { site.baseURL == nil ? nil : page.link(SiteMap.feed) }
    package var baseURL: String? { site.baseURL }
    package var searchHref: String { page.link(SiteMap.search) }
    package var siteSections: SiteSections { site.sections }
    /// Where the navigation's "Notes" goes: the notebooks' page when the home page also shows
    /// books, else the home page.
    package var notesHref: String { page.link(site.sections.books ? SiteMap.notebooks : SiteMap.index) }
}
