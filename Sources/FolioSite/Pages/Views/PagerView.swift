import FolioBase
import FolioModel
import FolioOutput

/// Previous/next and numbered links of a paged list.
package struct PagerView: Sendable, TemplateFields {
    package let number: Int
    package let count: Int
    /// `page 2 of 5`, in the site's language.
    package let pageOfText: String
    package let previousHref: String?
    package let nextHref: String?
    package let pages: [PageNumberView]
}
