import FolioBase
import FolioModel
import FolioOutput

/// One labelled fact of a book: `Series` `Foundation #2`.
package struct FactView: Sendable, TemplateFields {
    package let label: String
    /// (Not `text`: inside `{{#href}}` that name would find the link's own text first.)
    package let value: String
    /// The page the fact leads to (a series'), or one link per item (a book's tags).
    package var href: String? = nil
    package var links: [LinkView] = []
}
