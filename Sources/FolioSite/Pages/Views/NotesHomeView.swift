import FolioBase
import FolioModel
import FolioOutput

/// The notes' part of the home page, and the notebooks' page: the newest notes and the tree.
package struct NotesHomeView: Sendable, TemplateFields {
    package let newestMemos: [MemoRowView]
    package let notebooks: [NotebookNodeView]
    package let countText: String
    package var hasNewestMemos: Bool { !newestMemos.isEmpty }
}
