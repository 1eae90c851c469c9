extension SitePages {
    /// How many of the newest books and memos the index shows.
    static let newestBookCount = 5
    static let newestMemoCount = 5

    func indexPage(_ page: PageContext) -> Page {
        let accounts = content.accounts.enumerated().map { index, account in
            CountedLinkView(
                name: account.displayName,
                href: page.link(siteMap.path(for: .account(index, page: 1))),
                countText: count(account.memos.count, "memo"),
                origin: account.origin.map { strings.text("from_app", ["app": $0]) })
        }
        let newest = content.books.indices.reversed().prefix(Self.newestBookCount).map { bookRow($0, from: page) }
        let newestMemos = model.newestMemos.prefix(Self.newestMemoCount).map { memoRow($0.account, $0.memo, from: page, withNotebook: true) }
        let view = IndexView(
            newestMemos: Array(newestMemos), accounts: accounts, hasAccounts: !accounts.isEmpty, memoCount: content.memoCount,
            memoCountText: count(content.memoCount, "memo"),
            newestBooks: newest, hasBooks: !newest.isEmpty,
            bookCountText: count(content.books.count, "book"),
            readingList: content.readingList.isEmpty ? nil : CountedLinkView(
                name: strings.text("read_later"), href: page.link(SiteMap.readingList), countText: count(content.readingList.count, "saved_page")))
        return Page(path: page.path, template: "index", view: view)
    }

    func notFoundPage(_ page: PageContext) -> Page {
        let view = LayoutOnlyView()
        return Page(path: page.path, template: "404", view: view)
    }
}
