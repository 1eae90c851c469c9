/// The notes' part of the home page, and the notebooks' page: the newest notes and the tree.
struct NotesHomeView: Sendable, TemplateFields {
    let newestMemos: [MemoRowView]
    let notebooks: [NotebookNodeView]
    let countText: String
    var hasNewestMemos: Bool { !newestMemos.isEmpty }
}
