import FolioBase
import FolioModel
import FolioOutput

/// How a long list is split into pages: page 1 keeps the list's own path; page n of
/// `<folder>/index.html` is `<folder>/pages/<n>.html`, of `<folder>/<name>.html` it is
/// `<folder>/<name>/<n>.html` (no record is called `pages`, so these never meet).
public struct Paging: Sendable, Equatable {
    public static let defaultPageSize = 50

    package let pageSize: Int

    package init(pageSize: Int = Paging.defaultPageSize) {
        self.pageSize = max(1, pageSize)
    }

    package func pageCount(of items: Int) -> Int {
        max(1, (items + pageSize - 1) / pageSize)
    }

    /// The items shown on `page` (counted from 1).
    package func range(of page: Int, in items: Int) -> Range<Int> {
        let start = min(items, (page - 1) * pageSize)
        return start..<min(items, start + pageSize)
    }

    /// The path of `page` of the list whose first page is at `first`.
    package static func path(of page: Int, first: PagePath) -> PagePath {
        guard page > 1, let file = first.segments.last else { return first }
        let folder = file == "index.html" ? "pages" : String(file.dropLast(".html".count))
        return PagePath(Array(first.segments.dropLast()) + [folder, "\(page).html"])
    }

    /// The pager shown on `page`, or nil when the list fits on one page; `path` gives where
    /// page n of the list is.
    package func view(page: Int, of count: Int, from context: PageContext, path: @escaping (Int) -> PagePath) -> PagerView? {
        guard count > 1 else { return nil }
        let href = { context.link(path($0)) }
        return PagerView(
            number: page, count: count,
            pageOfText: context.strings.text("page_of", ["number": context.strings.number(page), "count": context.strings.number(count)]),
            previousHref: page > 1 ? href(page - 1) : nil,
            nextHref: page < count ? href(page + 1) : nil,
            pages: Self.shownNumbers(page: page, of: count).map { number in
                number.map { PageNumberView(number: $0, href: href($0), current: $0 == page) } ?? .gap
            })
    }

    /// The page numbers a pager links, `nil` for a gap: the first, the last, and the current
    /// page with two on each side, so a pager has at most 7 numbers (9 links with previous and
    /// next) however long the list.
    package static func shownNumbers(page: Int, of count: Int) -> [Int?] {
        let near = Set([1, count] + ((page - 2)...(page + 2)).filter { (1...count).contains($0) })
        var shown: [Int?] = []
        var last = 0
        for number in near.sorted() {
            if number - last > 1 { shown.append(nil) }
            shown.append(number)
            last = number
        }
        return shown
    }
}
