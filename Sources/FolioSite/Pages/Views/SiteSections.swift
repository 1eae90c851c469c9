import FolioBase
import FolioModel
import FolioOutput

/// Which parts of the site have something in them: the navigation links only to those, and the
/// home page shows only those, in the order `folio.yml`'s `home` gives.
package struct SiteSections: Sendable, Equatable, TemplateFields {
    package typealias Part = HomePart

    package var notes = false
    package var books = false
    package var authors = false
    /// Memos' `#tags`.
    package var tags = false
    /// Books' tags (calibre's tags, Apple Books' genre).
    package var bookTags = false
    package var readLater = false
    package var highlights = false
    /// The statistics page is there when books are.
    package var statistics: Bool { books }
    /// True when every notebook comes from a notes app (Apple Notes, Bear, Joplin): the site then
    /// says "notes" where the memo app's sites say "memos".
    package var notesFromNotesApps = false

    package static let none = SiteSections()

    package init() {}

    package init(_ model: SiteModel) {
        let content = model.content
        notes = content.noteCount > 0
        books = !content.books.isEmpty
        authors = !model.shelves.isEmpty
        tags = !model.tags.tags.isEmpty
        bookTags = !model.readingLog.bookTags.isEmpty
        readLater = !content.readingList.isEmpty
        highlights = !model.readingLog.highlights.isEmpty
        notesFromNotesApps = !content.notebooks.isEmpty && content.notebooks.allSatisfy { $0.app != nil }
    }

    /// The parts with something in them, in `order` (the parts it leaves out follow, notes first).
    package func homeParts(in order: [Part]) -> [Part] {
        let all = order + Part.allCases.filter { !order.contains($0) }
        return all.filter { $0 == .notes ? notes : books }
    }
}
