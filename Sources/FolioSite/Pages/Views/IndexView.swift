import FolioBase
import FolioModel
import FolioOutput

/// One view per page template. The layout's values (`root`, `siteTitle`, `language`, `indexHref`,
/// `booksHref`, …) are the page envelope's, not each view's (see `PageEnvelope`).
package struct IndexView: Sendable, TemplateFields {
    /// Notes and books, in the order `home:` gives; only those the site has.
    package let parts: [HomePartView]
    /// The pages saved to read later, when there are any.
    package var readingList: CountedLinkView? = nil
    /// Nothing to show at all.
    package var isEmpty: Bool { parts.isEmpty && readingList == nil }
}
