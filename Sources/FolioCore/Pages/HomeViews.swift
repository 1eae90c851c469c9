/// A notebook in the tree of notebooks: its link when it has notes of its own, its count (its
/// notes and those of the notebooks inside it) and the notebooks inside it.
struct NotebookNodeView: Sendable {
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

extension NotebookNodeView: TemplateFields {
    static let fields: [TemplateField<NotebookNodeView>] = [
        .init("name") { $0.name },
        .init("href") { $0.href },
        .init("countText") { $0.countText },
        .init("origin") { $0.origin },
        .init("children") { $0.children },
        .init("hasChildren") { $0.hasChildren },
        .init("hasOrigin") { $0.hasOrigin },
        .init("hasPage") { $0.hasPage },
    ]
}

/// The notes' part of the home page, and the notebooks' page: the newest notes and the tree.
struct NotesHomeView: Sendable {
    let newestMemos: [MemoRowView]
    let notebooks: [NotebookNodeView]
    let countText: String
    var hasNewestMemos: Bool { !newestMemos.isEmpty }
}

extension NotesHomeView: TemplateFields {
    static let fields: [TemplateField<NotesHomeView>] = [
        .init("newestMemos") { $0.newestMemos },
        .init("hasNewestMemos") { $0.hasNewestMemos },
        .init("notebooks") { $0.notebooks },
        .init("countText") { $0.countText },
    ]
}

/// A figure with what it counts: `12` `books finished`.
struct NumberView: Sendable {
    let value: String
    let label: String
}

extension NumberView: TemplateFields {
    static let fields: [TemplateField<NumberView>] = [
        .init("value") { $0.value },
        .init("label") { $0.label },
    ]
}

/// The reading log's part of the home page: what is being read, what was finished last, the
/// year's numbers, the shelves and the book tags; the newest books when no store keeps a status.
struct ReadingHomeView: Sendable {
    let reading: [BookRowView]
    let readingHref: String?
    let finished: [BookRowView]
    let finishedHref: String?
    /// `2026 in books`, linking its year page, with its numbers.
    let year: LinkView?
    let numbers: [NumberView]
    let shelves: [CountedLinkView]
    let bookTags: [CountedLinkView]
    let bookTagsHref: String?
    let newestBooks: [BookRowView]
    let countText: String
    var hasNewestBooks: Bool { !newestBooks.isEmpty }
}

extension ReadingHomeView: TemplateFields {
    static let fields: [TemplateField<ReadingHomeView>] = [
        .init("reading") { $0.reading },
        .init("readingHref") { $0.readingHref },
        .init("finished") { $0.finished },
        .init("finishedHref") { $0.finishedHref },
        .init("year") { $0.year },
        .init("numbers") { $0.numbers },
        .init("shelves") { $0.shelves },
        .init("bookTags") { $0.bookTags },
        .init("bookTagsHref") { $0.bookTagsHref },
        .init("newestBooks") { $0.newestBooks },
        .init("hasNewestBooks") { $0.hasNewestBooks },
        .init("countText") { $0.countText },
    ]
}

/// One part of the home page: notes or books.
struct HomePartView: Sendable {
    var notes: NotesHomeView? = nil
    var books: ReadingHomeView? = nil
}

extension HomePartView: TemplateFields {
    static let fields: [TemplateField<HomePartView>] = [
        .init("notes") { $0.notes },
        .init("books") { $0.books },
    ]
}

/// A list of named links with counts: the book tags' index.
struct CountedLinksView: Sendable {
    let title: String
    let countText: String
    let links: [CountedLinkView]
}

extension CountedLinksView: TemplateFields {
    static let fields: [TemplateField<CountedLinksView>] = [
        .init("title") { $0.title },
        .init("countText") { $0.countText },
        .init("links") { $0.links },
    ]
}
