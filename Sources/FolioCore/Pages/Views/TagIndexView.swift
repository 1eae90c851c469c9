struct TagIndexView: Sendable, TemplateFields {
    let tags: [CountedLinkView]
    let tagCountText: String
    let pager: PagerView?
}
