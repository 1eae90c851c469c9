import FolioBase
import FolioModel
import FolioOutput

/// Pages saved to read later, newest first.
package struct ReadingListView: Sendable, TemplateFields {
    package let countText: String
    /// `3 unread`.
    package let unreadText: String
    package let items: [ReadingListEntryView]
    package let pager: PagerView?
}
