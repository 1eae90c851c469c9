extension SitePages {
    func accountPage(_ accountIndex: Int, page number: Int, _ page: PageContext) -> Page {
        let account = content.accounts[accountIndex]
        let order = model.newestFirst[accountIndex]
        let rows = order[paging.range(of: number, in: order.count)].map { memoRow(accountIndex, $0, from: page, withNotebook: false) }
        let view = AccountView(
            name: account.displayName, countText: count(account.memos.count, "memo"), memos: rows,
            pager: pager(number, of: order.count, on: page) { .account(accountIndex, page: $0) },
            origin: account.origin.map { strings.text("from_app", ["app": $0]) })
        return Page(path: page.path, template: "account", view: view)
    }

    /// A memo's row in a list; `withNotebook` on lists that mix notebooks.
    func memoRow(_ accountIndex: Int, _ memoIndex: Int, from page: PageContext, withNotebook: Bool) -> MemoRowView {
        let memo = content.accounts[accountIndex].memos[memoIndex]
        return MemoRowView(
            title: memo.title,
            href: page.link(siteMap.memoPath(accountIndex, memoIndex)),
            listTime: time.listText(for: memo.createTime),
            datetime: time.machineText(for: memo.createTime),
            notebook: withNotebook ? content.accounts[accountIndex].displayName : nil,
            summary: model.memoSummaries[accountIndex][memoIndex])
    }

    /// The memo at `position` in the account's newest-first list; "previous" is the one
    /// written before it, "next" the one after.
    func memoPage(_ accountIndex: Int, position: Int, _ page: PageContext) -> Page {
        let account = content.accounts[accountIndex]
        let order = model.newestFirst[accountIndex]
        let memoIndex = order[position]
        let memo = account.memos[memoIndex]
        func link(_ neighbour: Int) -> LinkView {
            LinkView(title: account.memos[neighbour].title, href: page.link(siteMap.memoPath(accountIndex, neighbour)))
        }
        let body = model.memoTexts[accountIndex][memoIndex]
        let updated = memo.modified.flatMap { $0.memoText == memo.createTime.memoText ? nil : $0 }
        let view = MemoView(
            title: memo.title,
            fullTime: memo.createTime.memoText,
            datetime: time.machineText(for: memo.createTime),
            updatedTime: updated?.memoText, updatedDatetime: updated.map(time.machineText(for:)),
            bodyHTML: StoredHTML(body),
            account: LinkView(title: account.displayName, href: page.link(siteMap.accountPaths[accountIndex])),
            previous: position + 1 < order.count ? link(order[position + 1]) : nil,
            next: position > 0 ? link(order[position - 1]) : nil,
            tags: tagLinks(accountIndex, memoIndex, from: page),
            backlinks: (model.backlinks.isEmpty ? [] : model.backlinks[accountIndex][memoIndex]).map { source in
                LinkView(title: content.accounts[source.account].memos[source.memo].title, href: page.link(siteMap.memoPath(source.account, source.memo)))
            })
        return Page(path: page.path, template: "memo", view: view, markdown: [body], source: memo.source)
    }
}
