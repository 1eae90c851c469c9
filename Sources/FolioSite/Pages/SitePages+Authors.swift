import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    package func authorIndexPage(_ number: Int, _ page: PageContext) -> Page {
        let shelves = model.shelves
        let rows = shelves[paging.range(of: number, in: shelves.count)].map { shelf in
            CountedLinkView(name: shelf.name, href: page.link(siteMap.authorPaths[shelf.name] ?? SiteMap.authorIndex),
                          countText: count(shelf.bookIndices.count, "book"))
        }
        let view = AuthorIndexView(
            authors: rows, authorCountText: count(shelves.count, "author"),
            pager: pager(number, of: shelves.count, on: page) { .authorIndex(page: $0) })
        return Page(path: page.path, template: "authors", view: view)
    }

    package func authorPage(_ shelfIndex: Int, page number: Int, _ page: PageContext) -> Page {
        let shelf = model.shelves[shelfIndex]
        let intro = shelf.introBookIndex.map { model.bookTexts[$0].authorIntroduction }
        let shown = shelf.bookIndices[paging.range(of: number, in: shelf.bookIndices.count)]
        let view = AuthorView(
            name: shelf.name, countText: count(shelf.bookIndices.count, "book"), introHTML: number == 1 ? intro.map(HTMLText.init) : nil,
            books: shown.map { bookRow($0, from: page, showingAuthor: false) },
            pager: pager(number, of: shelf.bookIndices.count, on: page) { .author(shelfIndex, page: $0) })
        return Page(path: page.path, template: "author", view: view, markdown: number == 1 ? intro.map { [$0] } ?? [] : [],
                    source: shelf.introBookIndex.map { content.books[$0].source })
    }
}
