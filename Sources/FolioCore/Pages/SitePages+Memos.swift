extension SitePages {
    func accountPage(_ accountIndex: Int, page number: Int) -> Page {
        let account = content.accounts[accountIndex]
        let first = siteMap.accountPaths[accountIndex]
        let page = context(Paging.path(of: number, first: first))
        let order = newestFirst[accountIndex]
        let rows = order[paging.range(of: number, in: order.count)].map { memoIndex in
            let memo = account.memos[memoIndex]
            return MemoRowView(
                title: memo.title,
                href: page.link(siteMap.memoPaths[accountIndex][memoIndex]),
                listTime: time.listText(for: memo.createTime),
                datetime: time.machineText(for: memo.createTime))
        }
        let view = AccountView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            name: account.displayName, countText: Self.count(account.memos.count, "memo"), memos: rows,
            pager: paging.view(page: number, of: paging.pageCount(of: order.count), first: first, from: page))
        return Page(path: page.path, template: "account", view: view)
    }

    /// The memo at `position` in the account's newest-first list; "previous" is the one
    /// written before it, "next" the one after.
    func memoPage(_ accountIndex: Int, position: Int) -> Page {
        let account = content.accounts[accountIndex]
        let order = newestFirst[accountIndex]
        let memoIndex = order[position]
        let memo = account.memos[memoIndex]
        let page = context(siteMap.memoPaths[accountIndex][memoIndex])
        func link(_ neighbour: Int) -> LinkView {
            LinkView(title: account.memos[neighbour].title, href: page.link(siteMap.memoPaths[accountIndex][neighbour]))
        }
        let body = markdown.render(memo.bodyMarkdown)
        let view = MemoView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            title: memo.title,
            fullTime: memo.createTime.memoText,
            datetime: time.machineText(for: memo.createTime),
            bodyHTML: body.html,
            account: LinkView(title: account.displayName, href: page.link(siteMap.accountPaths[accountIndex])),
            previous: position + 1 < order.count ? link(order[position + 1]) : nil,
            next: position > 0 ? link(order[position - 1]) : nil,
            tags: tagLinks(accountIndex, memoIndex, from: page))
        return Page(path: page.path, template: "memo", view: view, markdown: [body], source: memo.source)
    }
}
