import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    /// A book's row in a list; without its author on that author's own page.
    package func bookRow(_ bookIndex: Int, from page: PageContext, showingAuthor: Bool = true) -> BookRowView {
        // The book's fields are read where they are: a copy of the whole `Book` retained each of them.
        let authors = content.books[bookIndex].authorNames
        let title = content.books[bookIndex].title
        let details = content.books[bookIndex].details
        let status = details.status
        return BookRowView(
            title: title, author: showingAuthor && !authors.isEmpty ? strings.names(authors) : nil,
            href: page.link(siteMap.path(for: .book(bookIndex))),
            authorHref: authors.first.flatMap { siteMap.authorPaths[$0] }.map(page.link),
            score: content.books[bookIndex].rating.flatMap { scores[$0.halves] },
            cover: covers.covers[bookIndex].map { CoverView($0.thumbnail, from: page) },
            status: status?.rawValue, statusText: status.map { strings.text("status_\($0.rawValue)") },
            progress: status == .reading ? details.percentRead.map { "\($0)" } : nil,
            spineHue: Self.hue(of: title))
    }

    /// A hue for a title, the same on every machine, spread round the colour wheel: the FNV-1a
    /// hash of its UTF-8 bytes.
    package static func hue(of title: String) -> Int {
        let hash = title.utf8.reduce(UInt32(2_166_136_261)) { ($0 ^ UInt32($1)) &* 16_777_619 }
        return Int(hash % 360)
    }

    /// A page of the book list; ordered by author, the page's books are grouped under their
    /// authors' names (an author whose books span two pages heads a group on each).
    package func bookListPage(_ number: Int, _ page: PageContext) -> Page {
        let ordered = model.bookList
        let bookOrder = model.bookOrder
        let shown = ordered[paging.range(of: number, in: ordered.count)]
        var groups: [BookGroupView] = []
        if bookOrder == .author {
            var start = shown.startIndex
            while start < shown.endIndex {
                // A book is listed under its first author in name order (see `bookIndices(in:)`).
                func group(_ book: Int) -> String { content.books[book].authorNames.min() ?? "" }
                let author = group(shown[start])
                let end = shown[start...].firstIndex { group($0) != author } ?? shown.endIndex
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
            pager: pager(number, of: ordered.count, on: page) { .bookList(page: $0) }, readingLog: readingLogLinks(from: page))
        return Page(path: page.path, template: "books", view: view)
    }

    package func bookPage(_ bookIndex: Int, _ page: PageContext) -> Page {
        let book = content.books[bookIndex]
        let texts = model.bookTexts[bookIndex]
        let sections = [
            (strings.text("about_author"), book.authorIntroduction, texts.authorIntroduction),
            (strings.text("about_book"), book.description, texts.description),
            (strings.text("summary"), book.review, texts.review),
        ].filter { $0.1.map { !$0.source.allSatisfy(\.isWhitespace) } ?? false }
            .map { ($0.0, $0.2) }
        let sessions = sessions(of: book)
        let view = BookView(
            title: book.title, author: strings.names(book.authorNames), authorHref: book.authorNames.first.flatMap { siteMap.authorPaths[$0] }.map(page.link),
            cover: covers.covers[bookIndex].map { CoverView($0.large, from: page) }, spineHue: Self.hue(of: book.title),
            authors: JoinedLinkView.joined(book.authorNames.map { LinkView(title: $0, href: siteMap.authorPaths[$0].map(page.link) ?? "") }, strings: strings),
            score: book.rating.flatMap { scores[$0.halves] }, facts: facts(of: book, from: page),
            sections: sections.map { SectionView(heading: $0.0, bodyHTML: HTMLText($0.1)) },
            highlightCountText: count(book.details.highlights.count, "highlight"), highlightGroups: highlightGroups(of: book),
            sessions: sessions, sessionCountText: count(sessions.count, "session"))
        return Page(path: page.path, template: "book", view: view, markdown: sections.map(\.1), source: book.source)
    }

    /// The book's highlights in reading order, a group per run of one chapter.
    package func highlightGroups(of book: Book) -> [HighlightGroupView] {
        var groups: [HighlightGroupView] = []
        for highlight in book.details.highlights {
            let item = HighlightView(text: highlight.text.isEmpty ? nil : highlight.text, note: highlight.note)
            if let last = groups.last, last.chapter == highlight.chapter {
                groups[groups.count - 1].highlights.append(item)
            } else {
                groups.append(HighlightGroupView(chapter: highlight.chapter, highlights: [item]))
            }
        }
        return groups
    }

    /// The book's reading sessions, newest first, in the site's time zone.
    package func sessions(of book: Book) -> [SessionView] {
        ReadingSession.sessions(from: book.details.reading).reversed().map { session in
            let start = LocalDateTime(session.start, in: time.timeZone)
            let end = LocalDateTime(session.end, in: time.timeZone)
            var pages = ""
            if let first = session.firstPage, let last = session.lastPage {
                pages = first == last ? strings.number(first) : strings.text("page_range", ["first": strings.number(first), "last": strings.number(last)])
            }
            return SessionView(date: strings.date(start), datetime: start.isoText, time: "\(start.timeText)–\(end.timeText)",
                               duration: duration(session.seconds), pages: pages)
        }
    }

    /// `2025/04/19–2025/04/21`, or the day it was finished alone.
    package func readThroughText(_ reading: ReadThrough) -> String {
        let finished = strings.date(BookDate(reading.finished, in: time.timeZone))
        guard let started = reading.started else { return finished }
        let start = strings.date(BookDate(started, in: time.timeZone))
        return start == finished ? finished : "\(start)–\(finished)"
    }

    /// `14 h 41 min`, `25 min`, `< 1 min`: whole minutes, in the site's language.
    package func duration(_ seconds: Int) -> String {
        strings.duration(seconds)
    }

    /// Series, publisher, publication date, identifiers, reading and tags, those the book has.
    package func facts(of book: Book, from page: PageContext) -> [FactView] {
        let details = book.details
        var facts: [FactView] = []
        if let series = details.series {
            facts.append(FactView(label: strings.text("series"), value: strings.text("series_number", ["name": series.name, "number": series.numberText]),
                                  href: siteMap.seriesPaths[series.name].map(page.link)))
        }
        if let publisher = details.publisher { facts.append(FactView(label: strings.text("publisher"), value: publisher)) }
        if let language = details.language { facts.append(FactView(label: strings.text("language"), value: language)) }
        if let published = details.published {
            facts.append(FactView(label: strings.text("published"), value: strings.date(BookDate(published, in: time.timeZone))))
        } else if let year = details.publishedYear {
            facts.append(FactView(label: strings.text("published"), value: "\(year)"))
        }
        // ISBN first, then the others by scheme, each named as people write it; a store's own
        // key or a file's digest is for joining, not for readers.
        for identifier in details.identifiers.filter({ $0.use == .shown }).sorted(by: { ($0.scheme == "isbn" ? 0 : 1, $0.scheme, $0.value) < ($1.scheme == "isbn" ? 0 : 1, $1.scheme, $1.value) }) {
            let label = identifier.scheme == "isbn" ? "ISBN" : identifier.scheme.prefix(1).uppercased() + identifier.scheme.dropFirst()
            facts.append(FactView(label: label, value: identifier.value))
        }
        if let status = details.status { facts.append(FactView(label: strings.text("status"), value: strings.text("status_\(status.rawValue)"))) }
        if let finished = details.finished { facts.append(FactView(label: strings.text("finished"), value: strings.date(BookDate(finished, in: time.timeZone)))) }
        if details.readThroughs.count > 1 || details.readThroughs.contains(where: { $0.started != nil }) {
            facts.append(FactView(label: strings.text("read_dates"), value: details.readThroughs.map(readThroughText).joined(separator: strings.text("list_separator"))))
        }
        if let times = details.timesRead, times > 1 { facts.append(FactView(label: strings.text("times_read"), value: strings.number(times))) }
        if let percent = details.percentRead, details.status != .finished {
            facts.append(FactView(label: strings.text("progress"), value: strings.text("percent", ["n": "\(percent)"])))
        }
        if let seconds = details.readingTime { facts.append(FactView(label: strings.text("reading_time"), value: duration(seconds))) }
        if let read = details.pagesRead {
            let text = details.pageCount.map { strings.text("pages_read_of", ["read": strings.number(read), "total": strings.number($0)]) } ?? strings.number(read)
            facts.append(FactView(label: strings.text("pages_read"), value: text))
        } else if let pages = details.pageCount {
            facts.append(FactView(label: strings.text("page_count"), value: strings.number(pages)))
        }
        if let last = details.lastRead { facts.append(FactView(label: strings.text("last_read"), value: strings.date(BookDate(last, in: time.timeZone)))) }
        if !details.tags.isEmpty {
            facts.append(FactView(label: strings.text("tags"), value: "",
                                  links: details.tags.map { LinkView(title: $0, href: siteMap.bookTagPaths[$0].map(page.link) ?? "") }))
        }
        return facts
    }
}
