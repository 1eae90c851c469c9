/// The Atom feed and the sitemap: absolute links under the base URL, so made only with one.
extension SitePages {
    static let feedMemos = 20
    static let feedBooks = 10

    func feedPage() -> Page {
        let base = site.baseURL ?? ""
        let newest = content.accounts.indices.flatMap { account in
            content.accounts[account].memos.indices.map { (account: account, memo: $0) }
        }.sorted {
            let (a, b) = (content.accounts[$0.account].memos[$0.memo], content.accounts[$1.account].memos[$1.memo])
            return (b.createTime, $0.account, $0.memo) < (a.createTime, $1.account, $1.memo)
        }.prefix(Self.feedMemos)
        let updated = newest.first.map { time.rfc3339(for: content.accounts[$0.account].memos[$0.memo].createTime) }
            ?? "1970-01-01T00:00:00+00:00"
        var entries = newest.map { reference -> FeedEntryView in
            let memo = content.accounts[reference.account].memos[reference.memo]
            let url = site.absoluteURL(siteMap.memoPaths[reference.account][reference.memo]) ?? base
            return FeedEntryView(title: memo.title, url: url, updated: time.rfc3339(for: memo.createTime),
                                 category: content.accounts[reference.account].displayName, contentHTML: markdown.html(from: memo.bodyMarkdown))
        }
        entries += content.books.indices.reversed().prefix(Self.feedBooks).map { index in
            let book = content.books[index]
            let body = [book.contentOfBook, book.summary].filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: "\n\n")
            return FeedEntryView(title: "《\(book.name)》 \(book.author)", url: site.absoluteURL(siteMap.bookPaths[index]) ?? base,
                                 updated: updated, category: "Books", contentHTML: markdown.html(from: body))
        }
        let view = FeedView(siteTitle: siteTitle, author: site.author ?? siteTitle, feedURL: site.absoluteURL(SiteInfo.feed) ?? base,
                            siteURL: site.absoluteURL(SiteMap.index) ?? base, updated: updated, entries: entries)
        return Page(path: SiteInfo.feed, template: "feed", view: view)
    }

    func sitemapPage() -> Page {
        let urls = jobs.compactMap { job -> String? in
            switch job {
            case .notFound, .feed, .sitemap: return nil
            default: return site.absoluteURL(path(for: job))
            }
        }
        return Page(path: SiteInfo.sitemap, template: "sitemap", view: SitemapView(urls: urls))
    }

    /// Where a job's page goes, without making it.
    func path(for job: PageJob) -> PagePath {
        switch job {
        case .index: SiteMap.index
        case .notFound: SiteMap.notFound
        case .authorIndex(let number): Paging.path(of: number, first: SiteMap.authorIndex)
        case .stats: SiteMap.stats
        case .tagIndex(let number): Paging.path(of: number, first: SiteMap.tagIndex)
        case .search: SiteInfo.search
        case .bookList(let number): Paging.path(of: number, first: SiteMap.bookList)
        case .account(let account, let number): Paging.path(of: number, first: siteMap.accountPaths[account])
        case .memo(let account, let position): siteMap.memoPaths[account][newestFirst[account][position]]
        case .book(let book): siteMap.bookPaths[book]
        case .author(let shelf, let number): Paging.path(of: number, first: siteMap.authorPaths[shelves[shelf].name] ?? SiteMap.authorIndex)
        case .tag(let tag, let number): Paging.path(of: number, first: tagPaths[tags.tags[tag].name] ?? SiteMap.tagIndex)
        case .feed: SiteInfo.feed
        case .sitemap: SiteInfo.sitemap
        }
    }
}
