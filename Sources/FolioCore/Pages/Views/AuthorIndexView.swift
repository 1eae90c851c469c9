struct AuthorIndexView: Sendable, TemplateFields {
    let authors: [CountedLinkView]
    let authorCountText: String
    let pager: PagerView?
}
