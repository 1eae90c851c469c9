import FolioBase
import FolioModel
import FolioOutput

/// Every highlight, newest first.
package struct HighlightListView: Sendable, TemplateFields {
    package let countText: String
    package let highlights: [HighlightEntryView]
    package let pager: PagerView?
}
