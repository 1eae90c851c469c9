import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    package func accountPage(_ accountIndex: Int, page number: Int, _ page: PageContext) -> Page {
        let account = content.notebooks[accountIndex]
        let order = model.newestFirst[accountIndex]
        let rows = order[paging.range(of: number, in: order.count)].map { memoRow(accountIndex, $0, from: page, withNotebook: false) }
        let trail = model.notebookTree.trail(of: account)
        let view = AccountView(
            name: account.folders.count > 1 ? account.folders[account.folders.count - 1] : account.displayName,
            countText: count(account.notes.count, "memo"), memos: rows,
            pager: pager(number, of: order.count, on: page) { .account(accountIndex, page: $0) },
            origin: account.app.map { strings.text("from_app", ["app": $0]) },
            notebooksHref: site.sections.books ? page.link(SiteMap.notebooks) : nil,
            folders: trail.dropLast().map { node in
                TrailStepView(name: node.name, href: node.account.map { page.link(siteMap.path(for: .account($0, page: 1))) })
            },
            notebooks: number == 1 ? (trail.last?.children ?? []).map { notebookNode($0, from: page) } : [])
        return Page(path: page.path, template: "account", view: view)
    }

    /// A memo's row in a list; `withNotebook` on lists that mix notebooks.
    package func memoRow(_ accountIndex: Int, _ memoIndex: Int, from page: PageContext, withNotebook: Bool) -> MemoRowView {
        // Fields read in place: a copy of the memo retained every field of it, for every row.
        let title = content.notebooks[accountIndex].notes[memoIndex].title
        let created = content.notebooks[accountIndex].notes[memoIndex].created
        return MemoRowView(
            title: title,
            href: page.link(siteMap.memoPath(accountIndex, memoIndex)),
            listTime: time.listText(for: created, in: strings),
            datetime: time.machineText(for: created),
            notebook: withNotebook ? content.notebooks[accountIndex].displayName : nil,
            summary: model.memoSummaries[accountIndex][memoIndex])
    }

    /// The memo at `position` in the account's newest-first list; "previous" is the one
    /// written before it, "next" the one after.
    package func memoPage(_ accountIndex: Int, position: Int, _ page: PageContext) -> Page {
        let order = model.newestFirst[accountIndex]
        let memoIndex = order[position]
        // The memo's fields are read in place, not from a copy of it.
        let memos = content.notebooks[accountIndex].notes
        func link(_ title: String, _ path: PagePath) -> LinkView { LinkView(title: title, href: page.link(path)) }
        func link(_ account: Int, _ memo: Int) -> LinkView {
            link(content.notebooks[account].notes[memo].title, siteMap.memoPath(account, memo))
        }
        let created = memos[memoIndex].created
        let updated = memos[memoIndex].modified.flatMap { $0.memoText == created.memoText ? nil : $0 }
        let tags = accountIndex < model.tags.tagsOfMemos.count ? model.tags.tagsOfMemos[accountIndex][memoIndex] : []
        let body = model.memoTexts[accountIndex][memoIndex]
        let view = MemoView(
            title: memos[memoIndex].title, fullTime: strings.dateTime(created), datetime: time.machineText(for: created),
            updatedTime: updated.map(strings.dateTime), updatedDatetime: updated.map(time.machineText(for:)),
            bodyHTML: HTMLText(body), account: link(content.notebooks[accountIndex].displayName, siteMap.accountPaths[accountIndex]),
            previous: position + 1 < order.count ? link(accountIndex, order[position + 1]) : nil,
            next: position > 0 ? link(accountIndex, order[position - 1]) : nil,
            tags: tags.compactMap { name in siteMap.tagPaths[name].map { link(name, $0) } },
            backlinks: (model.backlinks.isEmpty ? [] : model.backlinks[accountIndex][memoIndex]).map { link($0.account, $0.memo) })
        return Page(path: page.path, template: "memo", view: view, markdown: [body], source: memos[memoIndex].source)
    }
}
