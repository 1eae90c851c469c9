import FolioBase

/// Everything a site publishes: notebooks in name order and books in the app's list order.
package struct SiteContent: Sendable, Equatable {
    package var notebooks: [Notebook]
    package var books: [Book]
    /// Pages saved to read later, newest first.
    package var readingList: [ReadingListItem] = []

    package init(notebooks: [Notebook] = [], books: [Book] = []) {
        self.notebooks = notebooks
        self.books = books
    }

    package var noteCount: Int { notebooks.reduce(0) { $0 + $1.notes.count } }
}
