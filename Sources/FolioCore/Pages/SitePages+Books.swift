extension SitePages {
    func bookRow(_ bookIndex: Int, from page: PageContext) -> BookRowView {
        let book = content.books[bookIndex]
        return BookRowView(
            title: book.name, author: book.author,
            href: page.link(siteMap.bookPaths[bookIndex]),
            authorHref: siteMap.authorPaths[book.author].map(page.link),
            score: StarsView(book.score))
    }

    /// A page of the book list; ordered by author, the page's books are grouped under their
    /// authors' names (an author whose books span two pages heads a group on each).
    func bookListPage(_ number: Int) -> Page {
        let page = context(Paging.path(of: number, first: SiteMap.bookList))
        let ordered = content.bookIndices(in: bookOrder)
        let shown = ordered[paging.range(of: number, in: ordered.count)]
        var groups: [BookGroupView] = []
        if bookOrder == .author {
            var start = shown.startIndex
            while start < shown.endIndex {
                let author = content.books[shown[start]].author
                let end = shown[start...].firstIndex { content.books[$0].author != author } ?? shown.endIndex
                groups.append(BookGroupView(
                    heading: author.isEmpty ? "No author" : author, headingHref: siteMap.authorPaths[author].map(page.link),
                    books: shown[start..<end].map { bookRow($0, from: page) }))
                start = end
            }
        } else {
            groups = [BookGroupView(heading: nil, headingHref: nil, books: shown.map { bookRow($0, from: page) })]
        }
        let view = BookListView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            groups: groups, hasBooks: !content.books.isEmpty,
            bookCountText: Self.count(content.books.count, "book"), order: bookOrder.rawValue,
            pager: paging.view(page: number, of: paging.pageCount(of: ordered.count), first: SiteMap.bookList, from: page))
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
            .map { ($0.0, markdown.render($0.1)) }
        let view = BookView(
            root: page.root, siteTitle: siteTitle, language: language,
            indexHref: page.indexHref, booksHref: page.booksHref,
            title: book.name, author: book.author, authorHref: siteMap.authorPaths[book.author].map(page.link),
            score: StarsView(book.score), sections: sections.map { SectionView(heading: $0.0, bodyHTML: $0.1.html) })
        return Page(path: page.path, template: "book", view: view, markdown: sections.map(\.1), source: book.source)
    }
}
