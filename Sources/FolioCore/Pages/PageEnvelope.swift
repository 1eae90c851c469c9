/// What a template renders: the page's view, with the values every page has behind it — the
/// layout's (`root`, `siteTitle`, `language`, `indexHref`, `booksHref`) and the site's
/// (`hasFeed`, `feedHref`, `baseURL`, `searchHref`). A name the view has wins.
struct PageEnvelope: TemplateView {
    let view: TemplateView?
    let page: PageContext
    let site: SiteInfo

    func value(named name: String) -> Any? {
        if let value = view?.value(named: name) {
            return value
        }
        switch name {
        case "root": return page.root
        case "siteTitle": return page.siteTitle
        case "language": return page.language
        case "indexHref": return page.indexHref
        case "booksHref": return page.booksHref
        case "hasFeed": return site.baseURL != nil
        case "feedHref": return site.baseURL == nil ? nil : page.link(SiteMap.feed)
        case "baseURL": return site.baseURL
        case "searchHref": return page.link(SiteMap.search)
        default: return nil
        }
    }
}
