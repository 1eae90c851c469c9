import FolioBase
import FolioModel
import FolioOutput

/// What every page's layout needs, for the page at `path`.
package struct PageContext: Sendable {
    package let path: PagePath
    package let siteTitle: String
    package let language: String
    package let strings: InterfaceStrings

    /// The relative link from this page to another.
    package func link(_ target: PagePath) -> String { path.link(to: target) }

    package var root: String { path.rootPrefix }
    package var indexHref: String { link(SiteMap.index) }
    package var booksHref: String { link(SiteMap.bookList) }
}
