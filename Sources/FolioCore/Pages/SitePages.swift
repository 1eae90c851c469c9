import FolioMarkdown

/// Makes every page of a site from its content: the index, one page per account and per memo,
/// the book list and one page per book, and the 404 page.
public struct SitePages: Sendable {
    public let content: SiteContent
    public let siteMap: SiteMap
    public let time: TimeDisplay
    public let markdown: MarkdownRenderer
    public let siteTitle: String
    public let language: String

    public init(content: SiteContent, time: TimeDisplay, siteTitle: String = "Folio", language: String = "en") {
        self.content = content
        self.siteMap = SiteMap(content: content)
        self.time = time
        self.markdown = MarkdownRenderer()
        self.siteTitle = siteTitle
        self.language = language
    }

    public func all() -> [Page] {
        var pages = [indexPage(), bookListPage(), notFoundPage()]
        for accountIndex in content.accounts.indices {
            pages.append(accountPage(accountIndex))
            pages.append(contentsOf: memoPages(accountIndex))
        }
        pages.append(contentsOf: content.books.indices.map(bookPage))
        return pages
    }

    func context(_ path: PagePath) -> PageContext {
        PageContext(path: path, siteTitle: siteTitle, language: language)
    }

    static func count(_ number: Int, _ noun: String) -> String {
        "\(number) \(noun)\(number == 1 ? "" : "s")"
    }
}
