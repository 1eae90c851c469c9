import FolioBase
import FolioModel
import FolioOutput

package struct TagView: Sendable, TemplateFields {
    package let tagIndexHref: String
    package let name: String
    package let countText: String
    /// Newest first, from every account.
    package let memos: [MemoRowView]
    package let pager: PagerView?
}
