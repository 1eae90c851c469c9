struct AccountView: Sendable, TemplateFields {
    let name: String
    let countText: String
    /// Newest first: this page's share of them.
    let memos: [MemoRowView]
    /// Nil when every memo fits on one page.
    let pager: PagerView?
    /// `from Joplin`, for a notebook of another app.
    var origin: String? = nil
    /// The notebooks' own page, when the site has one (when the home page shows books too).
    var notebooksHref: String? = nil
    /// The folders it is inside, outermost first (linked when they have notes of their own).
    var folders: [TrailStepView] = []
    /// The notebooks inside it.
    var notebooks: [NotebookNodeView] = []
    var hasNotebooks: Bool { !notebooks.isEmpty }
}
