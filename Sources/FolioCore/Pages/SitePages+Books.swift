extension SitePages {
    func bookRow(_ bookIndex: Int, from page: PageContext) -> BookRowView {
        let book = content.books[bookIndex]
        return BookRowView(
            title: book.name, author: book.author,
            href: page.link(siteMap.bookPaths[bookIndex]), score: StarsView(book.score))
    }

    func bookListPage() -> Page {
        let page = context(SiteMap.bookList)
        let view = BookListView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            books: content.books.indices.map { bookRow($0, from: page) },
            bookCountText: Self.count(content.books.count, "book"))
        return Page(path: page.path, template: "books", view: view)
    }

    func bookPage(_ bookIndex: Int) -> Page {
        let book = content.books[bookIndex]
        let page = context(siteMap.bookPaths[bookIndex])
        let sections = [
            ("About the author", book.introOfAuthor),
            ("About the book", book.contentOfBook),
            ("Summary", book.summary),
        ].filter { !$0.1.allSatisfy(\.isWhitespace) }
            .map { SectionView(heading: $0.0, bodyHTML: markdown.html(from: $0.1)) }
        let view = BookView(
            root: page.root, siteTitle: siteTitle, language: language,
            indexHref: page.indexHref, booksHref: page.booksHref,
            title: book.name, author: book.author, score: StarsView(book.score), sections: sections)
        return Page(path: page.path, template: "book", view: view, markdownHTML: sections.map(\.bodyHTML), source: book.source)
    }
}
