import FolioBase
import FolioModel
import FolioOutput

/// A link to a list with how much it holds: an account, an author, a tag.
package struct CountedLinkView: Sendable, TemplateFields {
    package let name: String
    package let href: String
    package let countText: String
}
