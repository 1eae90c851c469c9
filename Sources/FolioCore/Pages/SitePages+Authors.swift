extension SitePages {
    func authorIndexPage() -> Page {
        let page = context(SiteMap.authorIndex)
        let rows = shelves.map { shelf in
            AuthorRowView(name: shelf.name, href: page.link(siteMap.authorPaths[shelf.name] ?? SiteMap.authorIndex),
                          countText: Self.count(shelf.bookIndices.count, "book"))
        }
        let view = AuthorIndexView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref, booksHref: page.booksHref,
            authors: rows, authorCountText: Self.count(rows.count, "author"))
        return Page(path: page.path, template: "authors", view: view)
    }

    func authorPage(_ shelfIndex: Int) -> Page {
        let shelf = shelves[shelfIndex]
        let page = context(siteMap.authorPaths[shelf.name] ?? SiteMap.authorIndex)
        let intro = shelf.introBookIndex.map { markdown.html(from: content.books[$0].introOfAuthor) }
        let view = AuthorView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref, booksHref: page.booksHref,
            name: shelf.name, countText: Self.count(shelf.bookIndices.count, "book"), introHTML: intro,
            books: shelf.bookIndices.map { bookRow($0, from: page) })
        return Page(path: page.path, template: "author", view: view, markdownHTML: intro.map { [$0] } ?? [],
                    source: shelf.introBookIndex.map { content.books[$0].source })
    }
}
