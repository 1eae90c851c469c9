/// A notebook in the tree of notebooks: its link when it has notes of its own, its count (its
/// notes and those of the notebooks inside it) and the notebooks inside it.
struct NotebookNodeView: Sendable, TemplateFields {
    let name: String
    let href: String?
    let countText: String
    var origin: String? = nil
    let children: [NotebookNodeView]
    var hasChildren: Bool { !children.isEmpty }
    /// Whether `origin` is shown: a name that is always there, so a template does not find the
    /// notebook page's own `origin` behind a folder that has none.
    var hasOrigin: Bool { origin != nil }
    /// Whether the folder has notes of its own, and so a page (`href`), for the same reason.
    var hasPage: Bool { href != nil }
}
