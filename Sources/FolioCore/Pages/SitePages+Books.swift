extension SitePages {
    func bookRow(_ bookIndex: Int, from page: PageContext) -> BookRowView {
        let book = content.books[bookIndex]
        return BookRowView(
            title: book.name, author: book.author,
            href: page.link(siteMap.bookPaths[bookIndex]),
            authorHref: siteMap.authorPaths[book.author].map(page.link),
            score: StarsView(book.score))
    }

    func bookListPage() -> Page {
        let page = context(SiteMap.bookList)
        var groups: [BookGroupView]
        if bookOrder == .author {
            groups = shelves.map { shelf in
                BookGroupView(heading: shelf.name, headingHref: siteMap.authorPaths[shelf.name].map(page.link),
                              books: shelf.bookIndices.map { bookRow($0, from: page) })
            }
            let anonymous = content.books.indices.filter { content.books[$0].author.isEmpty }
            if !anonymous.isEmpty {
                groups.append(BookGroupView(heading: "No author", headingHref: nil, books: anonymous.map { bookRow($0, from: page) }))
            }
        } else {
            groups = [BookGroupView(heading: nil, headingHref: nil, books: content.bookIndices(in: bookOrder).map { bookRow($0, from: page) })]
        }
        let view = BookListView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            groups: groups, hasBooks: !content.books.isEmpty,
            bookCountText: Self.count(content.books.count, "book"), order: bookOrder.rawValue)
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
            title: book.name, author: book.author, authorHref: siteMap.authorPaths[book.author].map(page.link),
            score: StarsView(book.score), sections: sections)
        return Page(path: page.path, template: "book", view: view, markdownHTML: sections.map(\.bodyHTML), source: book.source)
    }
}
