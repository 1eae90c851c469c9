import Foundation
import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    /// How many of the newest memos, books being read and books finished the home page shows.
    package static let newestMemoCount = 5
    package static let homeBookCount = 6

    /// The home page: the parts the site has (notes, books), in the order `home:` gives.
    package func indexPage(_ page: PageContext) -> Page {
        let parts = site.sections.homeParts(in: homeOrder).map { part in
            part == .notes ? HomePartView(notes: notesHome(page)) : HomePartView(books: readingHome(page))
        }
        let view = IndexView(
            parts: parts,
            readingList: content.readingList.isEmpty ? nil : CountedLinkView(
                name: strings.text("read_later"), href: page.link(SiteMap.readingList), countText: count(content.readingList.count, "saved_page")))
        return Page(path: page.path, template: "index", view: view)
    }

    /// The newest notes of every notebook, and the notebooks as a tree.
    package func notesHome(_ page: PageContext) -> NotesHomeView {
        let newestMemos = model.newestMemos.prefix(Self.newestMemoCount).map { memoRow($0.account, $0.memo, from: page, withNotebook: true) }
        // The app each top notebook came from, when the notebooks come from more than one.
        let mixed = Set(content.notebooks.map(\.app)).count > 1
        return NotesHomeView(newestMemos: Array(newestMemos), notebooks: model.notebookTree.roots.map { notebookNode($0, from: page, withOrigin: mixed) },
                             countText: count(content.noteCount, "memo"))
    }

    /// A folder of the tree, linked when it has notes of its own, with the folders inside it.
    package func notebookNode(_ node: NotebookTree.Node, from page: PageContext, withOrigin: Bool = false) -> NotebookNodeView {
        NotebookNodeView(
            name: node.name.trimmingWhitespace.isEmpty ? "(no name)" : node.name,
            href: node.account.map { page.link(siteMap.path(for: .account($0, page: 1))) }, countText: count(node.noteCount, "memo"),
            origin: withOrigin ? node.origin.map { strings.text("from_app", ["app": $0]) } : nil,
            children: node.children.map { notebookNode($0, from: page) })
    }

    /// What is being read and was finished last (covers), this year's numbers, the shelves and
    /// the book tags; the newest books when no store keeps a reading status.
    package func readingHome(_ page: PageContext) -> ReadingHomeView {
        let log = model.readingLog
        func books(_ status: ReadingStatus) -> [BookRowView] {
            (log.shelves[status] ?? []).prefix(Self.homeBookCount).map { bookRow($0, from: page) }
        }
        func shelfHref(_ status: ReadingStatus) -> String? {
            log.shelves[status] == nil ? nil : page.link(SiteMap.readingShelf(status))
        }
        let year = shownYear
        let hasStatus = !log.shelves.isEmpty
        return ReadingHomeView(
            reading: books(.reading), readingHref: shelfHref(.reading), finished: books(.finished), finishedHref: shelfHref(.finished),
            year: year.map { LinkView(title: strings.text("year_in_books", ["year": "\($0.year)"]), href: page.link(SiteMap.readingYear($0.year))) },
            numbers: year.map(numbers(of:)) ?? [],
            shelves: readingLogLinks(from: page),
            bookTags: log.bookTags.indices.sorted { (log.bookTags[$1].books.count, $0) < (log.bookTags[$0].books.count, $1) }
                .prefix(Self.homeTagCount).map { bookTagLink($0, from: page) },
            bookTagsHref: log.bookTags.isEmpty ? nil : page.link(SiteMap.bookTagIndex),
            newestBooks: hasStatus ? [] : content.books.indices.reversed().prefix(Self.homeBookCount).map { bookRow($0, from: page) },
            countText: count(content.books.count, "book"))
    }

    /// How many book tags the home page shows: those with most books.
    package static let homeTagCount = 24

    /// The year whose numbers the home page shows: this year when it has reading, else the
    /// latest that has.
    package var shownYear: ReadingYear? {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = time.timeZone
        let thisYear = calendar.component(.year, from: time.now)
        return model.readingYears.first { $0.year == thisYear } ?? model.readingYears.first { $0.year < thisYear }
    }

    package func numbers(of year: ReadingYear) -> [NumberView] {
        [
            NumberView(value: strings.number(year.finished.count), label: strings.text("number_finished")),
            NumberView(value: duration(year.seconds), label: strings.text("number_time")),
            NumberView(value: strings.number(year.pagesRead), label: strings.text("number_pages")),
        ]
    }

    package func bookTagLink(_ index: Int, from page: PageContext) -> CountedLinkView {
        let tag = model.readingLog.bookTags[index]
        return CountedLinkView(name: tag.name, href: page.link(siteMap.path(for: .bookTag(index, page: 1))), countText: count(tag.books.count, "book"))
    }

    /// Every book tag with its count, by name.
    package func bookTagIndexPage(_ page: PageContext) -> Page {
        let tags = model.readingLog.bookTags
        let view = CountedLinksView(title: strings.text("book_tags"), countText: strings.number(tags.count),
                                    links: tags.indices.map { bookTagLink($0, from: page) })
        return Page(path: page.path, template: "book-tags", view: view)
    }

    /// Every notebook as a tree, with the newest notes.
    package func notebooksPage(_ page: PageContext) -> Page {
        Page(path: page.path, template: "notebooks", view: notesHome(page))
    }

    package func notFoundPage(_ page: PageContext) -> Page {
        let view = LayoutOnlyView()
        return Page(path: page.path, template: "404", view: view)
    }
}
