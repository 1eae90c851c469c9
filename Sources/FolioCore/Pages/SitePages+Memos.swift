extension SitePages {
    /// The account's memos, newest first; equal times keep the order they were read in.
    func newestFirst(_ accountIndex: Int) -> [Int] {
        let memos = content.accounts[accountIndex].memos
        return memos.indices.sorted { (memos[$1].createTime, $0) < (memos[$0].createTime, $1) }
    }

    func accountPage(_ accountIndex: Int) -> Page {
        let account = content.accounts[accountIndex]
        let page = context(siteMap.accountPaths[accountIndex])
        let rows = newestFirst(accountIndex).map { memoIndex in
            let memo = account.memos[memoIndex]
            return MemoRowView(
                title: memo.title,
                href: page.link(siteMap.memoPaths[accountIndex][memoIndex]),
                listTime: time.listText(for: memo.createTime),
                datetime: time.machineText(for: memo.createTime))
        }
        let view = AccountView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            name: account.name, countText: Self.count(account.memos.count, "memo"), memos: rows)
        return Page(path: page.path, template: "account", view: view)
    }

    func memoPages(_ accountIndex: Int) -> [Page] {
        let account = content.accounts[accountIndex]
        let order = newestFirst(accountIndex)
        return order.enumerated().map { position, memoIndex in
            let memo = account.memos[memoIndex]
            let page = context(siteMap.memoPaths[accountIndex][memoIndex])
            func link(_ neighbour: Int) -> LinkView {
                LinkView(title: account.memos[neighbour].title, href: page.link(siteMap.memoPaths[accountIndex][neighbour]))
            }
            let body = markdown.html(from: memo.bodyMarkdown)
            let view = MemoView(
                root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
                title: memo.title,
                fullTime: memo.createTime.memoText,
                datetime: time.machineText(for: memo.createTime),
                bodyHTML: body,
                account: LinkView(title: account.name, href: page.link(siteMap.accountPaths[accountIndex])),
                previous: position + 1 < order.count ? link(order[position + 1]) : nil,
                next: position > 0 ? link(order[position - 1]) : nil)
            return Page(path: page.path, template: "memo", view: view, markdownHTML: [body], source: memo.source)
        }
    }
}
