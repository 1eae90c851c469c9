import FolioBase
import FolioModel
import FolioOutput

package struct AccountView: Sendable, TemplateFields {
    package let name: String
    package let countText: String
    /// Newest first: this page's share of them.
    package let memos: [MemoRowView]
    /// Nil when every memo fits on one page.
    package let pager: PagerView?
    /// `from Joplin`, for a notebook of another app.
    package var origin: String? = nil
    /// The notebooks' own page, when the site has one (when the home page shows books too).
    package var notebooksHref: String? = nil
    /// The folders it is inside, outermost first (linked when they have notes of their own).
    package var folders: [TrailStepView] = []
    /// The notebooks inside it.
    package var notebooks: [NotebookNodeView] = []
    package var hasNotebooks: Bool { !notebooks.isEmpty }
}
