/// Which parts of the site have something in them: the navigation links only to those, and the
/// home page shows only those, in the order `folio.yml`'s `home` gives.
struct SiteSections: Sendable, Equatable, TemplateFields {
    typealias Part = SiteConfig.HomePart

    var notes = false
    var books = false
    var authors = false
    /// Memos' `#tags`.
    var tags = false
    /// Books' tags (calibre's tags, Apple Books' genre).
    var bookTags = false
    var readLater = false
    var highlights = false
    /// The statistics page is there when books are.
    var statistics: Bool { books }
    /// True when every notebook comes from a notes app (Apple Notes, Bear, Joplin): the site then
    /// says "notes" where the memo app's sites say "memos".
    var notesFromNotesApps = false

    static let none = SiteSections()

    init() {}

    init(_ model: SiteModel) {
        let content = model.content
        notes = content.memoCount > 0
        books = !content.books.isEmpty
        authors = !model.shelves.isEmpty
        tags = !model.tags.tags.isEmpty
        bookTags = !model.readingLog.bookTags.isEmpty
        readLater = !content.readingList.isEmpty
        highlights = !model.readingLog.highlights.isEmpty
        notesFromNotesApps = !content.accounts.isEmpty && content.accounts.allSatisfy { $0.origin != nil }
    }

    /// The parts with something in them, in `order` (the parts it leaves out follow, notes first).
    func homeParts(in order: [Part]) -> [Part] {
        let all = order + Part.allCases.filter { !order.contains($0) }
        return all.filter { $0 == .notes ? notes : books }
    }
}
