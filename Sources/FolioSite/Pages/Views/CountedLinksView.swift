import FolioBase
import FolioModel
import FolioOutput

/// A list of named links with counts: the book tags' index.
package struct CountedLinksView: Sendable, TemplateFields {
    package let title: String
    package let countText: String
    package let links: [CountedLinkView]
}
