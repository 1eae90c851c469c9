extension SitePages {
    /// A book's row in a list; without its author on that author's own page.
    func bookRow(_ bookIndex: Int, from page: PageContext, showingAuthor: Bool = true) -> BookRowView {
        let book = content.books[bookIndex]
        return BookRowView(
            title: book.name, author: showingAuthor && !book.author.isEmpty ? book.author : nil,
            href: page.link(siteMap.path(for: .book(bookIndex))),
            authorHref: siteMap.authorPaths[book.author].map(page.link),
            score: StarsView(book.score, strings: strings))
    }

    /// A page of the book list; ordered by author, the page's books are grouped under their
    /// authors' names (an author whose books span two pages heads a group on each).
    func bookListPage(_ number: Int, _ page: PageContext) -> Page {
        let ordered = model.bookList
        let bookOrder = model.bookOrder
        let shown = ordered[paging.range(of: number, in: ordered.count)]
        var groups: [BookGroupView] = []
        if bookOrder == .author {
            var start = shown.startIndex
            while start < shown.endIndex {
                let author = content.books[shown[start]].author
                let end = shown[start...].firstIndex { content.books[$0].author != author } ?? shown.endIndex
                groups.append(BookGroupView(
                    heading: author.isEmpty ? strings.text("no_author") : author, headingHref: siteMap.authorPaths[author].map(page.link),
                    books: shown[start..<end].map { bookRow($0, from: page) }))
                start = end
            }
        } else {
            groups = [BookGroupView(heading: nil, headingHref: nil, books: shown.map { bookRow($0, from: page) })]
        }
        let view = BookListView(
            groups: groups, hasBooks: !content.books.isEmpty,
            bookCountText: count(content.books.count, "book"), order: bookOrder.rawValue,
            pager: pager(number, of: ordered.count, on: page) { .bookList(page: $0) })
        return Page(path: page.path, template: "books", view: view)
    }

    func bookPage(_ bookIndex: Int, _ page: PageContext) -> Page {
        let book = content.books[bookIndex]
        let texts = model.bookTexts[bookIndex]
        let sections = [
            (strings.text("about_author"), book.introOfAuthor, texts.introOfAuthor),
            (strings.text("about_book"), book.contentOfBook, texts.contentOfBook),
            (strings.text("summary"), book.summary, texts.summary),
        ].filter { !$0.1.allSatisfy(\.isWhitespace) }
            .map { ($0.0, $0.2) }
        let view = BookView(
            title: book.name, author: book.author, authorHref: siteMap.authorPaths[book.author].map(page.link),
            score: StarsView(book.score, strings: strings), sections: sections.map { SectionView(heading: $0.0, bodyHTML: $0.1.html) })
        return Page(path: page.path, template: "book", view: view, markdown: sections.map(\.1), source: book.source)
    }
}
