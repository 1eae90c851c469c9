import FolioBase
import FolioModel
import FolioOutput

/// Books under one heading (an author's name when the list is ordered by author).
package struct BookGroupView: Sendable, TemplateFields {
    package let heading: String?
    package let headingHref: String?
    package var books: [BookRowView]
}
