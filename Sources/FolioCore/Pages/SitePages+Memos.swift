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
        // Fields read in place: a copy of the memo retained every field of it, for every row.
        let title = content.accounts[accountIndex].memos[memoIndex].title
        let created = content.accounts[accountIndex].memos[memoIndex].createTime
        return MemoRowView(
            title: title,
            href: page.link(siteMap.memoPath(accountIndex, memoIndex)),
            listTime: time.listText(for: created),
            datetime: time.machineText(for: created),
            notebook: withNotebook ? content.accounts[accountIndex].displayName : nil,
            summary: model.memoSummaries[accountIndex][memoIndex])
    }

    /// The memo at `position` in the account's newest-first list; "previous" is the one
    /// written before it, "next" the one after.
    func memoPage(_ accountIndex: Int, position: Int, _ page: PageContext) -> Page {
        memoPageInputs(accountIndex, position: position).page(page, time: time)
    }

    /// What the memo at `position` in the account's newest-first list shows on its page.
    func memoPageInputs(_ accountIndex: Int, position: Int) -> MemoPageInputs {
        let order = model.newestFirst[accountIndex]
        let memoIndex = order[position]
        // The memo's fields are read in place, not from a copy of it (10,000 pages a rebuild).
        let memos = content.accounts[accountIndex].memos
        func target(_ account: Int, _ memo: Int) -> MemoPageInputs.Target {
            MemoPageInputs.Target(title: content.accounts[account].memos[memo].title, path: siteMap.memoPath(account, memo))
        }
        let tags = accountIndex < model.tags.tagsOfMemos.count ? model.tags.tagsOfMemos[accountIndex][memoIndex] : []
        return MemoPageInputs(
            path: siteMap.memoPath(accountIndex, memoIndex), title: memos[memoIndex].title, createTime: memos[memoIndex].createTime,
            modified: memos[memoIndex].modified, source: memos[memoIndex].source, body: model.memoTexts[accountIndex][memoIndex],
            account: MemoPageInputs.Target(title: content.accounts[accountIndex].displayName, path: siteMap.accountPaths[accountIndex]),
            previous: position + 1 < order.count ? target(accountIndex, order[position + 1]) : nil,
            next: position > 0 ? target(accountIndex, order[position - 1]) : nil,
            tags: tags.compactMap { name in siteMap.tagPaths[name].map { MemoPageInputs.Target(title: name, path: $0) } },
            backlinks: (model.backlinks.isEmpty ? [] : model.backlinks[accountIndex][memoIndex]).map { target($0.account, $0.memo) })
    }
}
