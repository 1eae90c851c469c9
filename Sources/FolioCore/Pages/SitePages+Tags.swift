extension SitePages {
    func tagLinks(_ account: Int, _ memo: Int, from page: PageContext) -> [LinkView] {
        guard account < tags.tagsOfMemos.count else { return [] }
        return tags.tagsOfMemos[account][memo].compactMap { name in
            tagPaths[name].map { LinkView(title: name, href: page.link($0)) }
        }
    }

    func tagIndexPage(_ number: Int) -> Page {
        let page = context(Paging.path(of: number, first: SiteMap.tagIndex))
        let rows = tags.tags[paging.range(of: number, in: tags.tags.count)].map { tag in
            CountedLinkView(name: tag.name, href: page.link(tagPaths[tag.name] ?? SiteMap.tagIndex),
                          countText: Self.count(tag.memos.count, "memo"))
        }
        let view = TagIndexView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            tags: rows, tagCountText: Self.count(tags.tags.count, "tag"),
            pager: paging.view(page: number, of: paging.pageCount(of: tags.tags.count), first: SiteMap.tagIndex, from: page))
        return Page(path: page.path, template: "tags", view: view)
    }

    func tagPage(_ tagIndex: Int, page number: Int) -> Page {
        let tag = tags.tags[tagIndex]
        let first = tagPaths[tag.name] ?? SiteMap.tagIndex
        let page = context(Paging.path(of: number, first: first))
        let rows = tag.memos[paging.range(of: number, in: tag.memos.count)].map { reference in
            let memo = content.accounts[reference.account].memos[reference.memo]
            return MemoRowView(
                title: memo.title,
                href: page.link(siteMap.memoPaths[reference.account][reference.memo]),
                listTime: time.listText(for: memo.createTime),
                datetime: time.machineText(for: memo.createTime))
        }
        let view = TagView(
            root: page.root, siteTitle: siteTitle, language: language, indexHref: page.indexHref,
            tagIndexHref: page.link(SiteMap.tagIndex), name: tag.name, countText: Self.count(tag.memos.count, "memo"),
            memos: rows, pager: paging.view(page: number, of: paging.pageCount(of: tag.memos.count), first: first, from: page))
        return Page(path: page.path, template: "tag", view: view)
    }
}
