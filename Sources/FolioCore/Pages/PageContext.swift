/// What every page's layout needs, for the page at `path`.
public struct PageContext: Sendable {
    public let path: PagePath
    public let siteTitle: String
    public let language: String

    /// The relative link from this page to another.
    public func link(_ target: PagePath) -> String { path.link(to: target) }

    public var root: String { path.rootPrefix }
    public var indexHref: String { link(SiteMap.index) }
    public var booksHref: String { link(SiteMap.bookList) }
}
