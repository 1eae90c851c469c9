/// What every page's layout needs, for the page at `path`.
struct PageContext: Sendable {
    let path: PagePath
    let siteTitle: String
    let language: String
    let strings: InterfaceStrings

    /// The relative link from this page to another.
    func link(_ target: PagePath) -> String { path.link(to: target) }

    var root: String { path.rootPrefix }
    var indexHref: String { link(SiteMap.index) }
    var booksHref: String { link(SiteMap.bookList) }
}
