import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    package func tagIndexPage(_ number: Int, _ page: PageContext) -> Page {
        let tags = model.tags
        let rows = tags.tags[paging.range(of: number, in: tags.tags.count)].map { tag in
            CountedLinkView(name: tag.name, href: page.link(siteMap.tagPaths[tag.name] ?? SiteMap.tagIndex),
                          countText: count(tag.memos.count, "memo"))
        }
        let view = TagIndexView(
            tags: rows, tagCountText: count(tags.tags.count, "tag"),
            pager: pager(number, of: tags.tags.count, on: page) { .tagIndex(page: $0) })
        return Page(path: page.path, template: "tags", view: view)
    }

    package func tagPage(_ tagIndex: Int, page number: Int, _ page: PageContext) -> Page {
        let tag = model.tags.tags[tagIndex]
        let rows = tag.memos[paging.range(of: number, in: tag.memos.count)].map {
            memoRow($0.account, $0.memo, from: page, withNotebook: true)
        }
        let view = TagView(
            tagIndexHref: page.link(SiteMap.tagIndex), name: tag.name, countText: count(tag.memos.count, "memo"),
            memos: rows, pager: pager(number, of: tag.memos.count, on: page) { .tag(tagIndex, page: $0) })
        return Page(path: page.path, template: "tag", view: view)
    }
}
