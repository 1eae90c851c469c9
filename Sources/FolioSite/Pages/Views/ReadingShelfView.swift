import FolioBase
import FolioModel
import FolioOutput

/// The books with one reading status (finished ones grouped by year).
package struct ReadingShelfView: Sendable, TemplateFields {
    package let title: String
    package let countText: String
    package let groups: [BookGroupView]
    package let pager: PagerView?
}
