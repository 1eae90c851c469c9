import FolioBase
import FolioModel
import FolioOutput

/// A notebook in the tree of notebooks: its link when it has notes of its own, its count (its
/// notes and those of the notebooks inside it) and the notebooks inside it.
package struct NotebookNodeView: Sendable, TemplateFields {
    package let name: String
    package let href: String?
    package let countText: String
    package var origin: String? = nil
    package let children: [NotebookNodeView]
    package var hasChildren: Bool { !children.isEmpty }
    /// Whether `origin` is shown: a name that is always there, so a template does not find the
    /// notebook page's own `origin` behind a folder that has none.
    package var hasOrigin: Bool { origin != nil }
    /// Whether the folder has notes of its own, and so a page (`href`), for the same reason.
    package var hasPage: Bool { href != nil }
}
