import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    /// A page of every highlight of every book, newest first, each with its book.
    package func highlightsPage(_ number: Int, _ page: PageContext) -> Page {
        let all = model.readingLog.highlights
        let items = all[paging.range(of: number, in: all.count)].map { reference -> HighlightEntryView in
            let book = content.books[reference.book]
            let highlight = book.details.highlights[reference.highlight]
            return HighlightEntryView(
                text: highlight.text.isEmpty ? nil : highlight.text, note: highlight.note, chapter: highlight.chapter, bookTitle: book.title,
                bookHref: page.link(siteMap.path(for: .book(reference.book))),
                date: highlight.created.map { strings.date(BookDate($0, in: time.timeZone)) })
        }
        let view = HighlightListView(
            countText: count(all.count, "highlight"), highlights: items,
            pager: pager(number, of: all.count, on: page) { .highlights(page: $0) })
        return Page(path: page.path, template: "highlights", view: view)
    }

    /// A page of the books with one reading status; finished books are grouped by year.
    package func readingShelfPage(_ status: ReadingStatus, page number: Int, _ page: PageContext) -> Page {
        let books = model.readingLog.shelves[status] ?? []
        let shown = books[paging.range(of: number, in: books.count)]
        var groups: [BookGroupView] = []
        if status == .finished {
            for index in shown {
                let year = content.books[index].details.finished.map { "\(BookDate($0, in: time.timeZone).year)" } ?? strings.text("no_date")
                let row = bookRow(index, from: page)
                if groups.last?.heading == year {
                    groups[groups.count - 1].books.append(row)
                } else {
                    groups.append(BookGroupView(heading: year, headingHref: nil, books: [row]))
                }
            }
        } else {
            groups = [BookGroupView(heading: nil, headingHref: nil, books: shown.map { bookRow($0, from: page) })]
        }
        let view = ReadingShelfView(
            title: strings.text("shelf_\(status.rawValue)"), countText: count(books.count, "book"), groups: groups,
            pager: pager(number, of: books.count, on: page) { .readingShelf(status, page: $0) })
        return Page(path: page.path, template: "shelf", view: view)
    }

    /// A page of a series' books (by their number) or a book tag's.
    package func groupPage(_ group: ReadingLog.Group, page number: Int, _ page: PageContext, _ job: @escaping (Int) -> PageJob) -> Page {
        let shown = group.books[paging.range(of: number, in: group.books.count)]
        let view = ReadingShelfView(
            title: group.name, countText: count(group.books.count, "book"),
            groups: [BookGroupView(heading: nil, headingHref: nil, books: shown.map { bookRow($0, from: page) })],
            pager: pager(number, of: group.books.count, on: page, job))
        return Page(path: page.path, template: "shelf", view: view)
    }

    /// Links to the reading shelves and the highlights page that the site has.
    package func readingLogLinks(from page: PageContext) -> [CountedLinkView] {
        let log = model.readingLog
        var links = ReadingLog.statuses.compactMap { status in
            log.shelves[status].map {
                CountedLinkView(name: strings.text("shelf_\(status.rawValue)"), href: page.link(SiteMap.readingShelf(status)), countText: count($0.count, "book"))
            }
        }
        for year in model.readingYears {
            links.append(CountedLinkView(name: strings.text("year_in_books", ["year": "\(year.year)"]), href: page.link(SiteMap.readingYear(year.year)),
                                         countText: count(year.finished.count, "finished_book")))
        }
        if !log.highlights.isEmpty {
            links.append(CountedLinkView(name: strings.text("highlights"), href: page.link(SiteMap.highlights), countText: count(log.highlights.count, "highlight")))
        }
        return links
    }
}
