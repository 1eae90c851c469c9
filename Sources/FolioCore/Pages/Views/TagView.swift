struct TagView: Sendable, TemplateFields {
    let tagIndexHref: String
    let name: String
    let countText: String
    /// Newest first, from every account.
    let memos: [MemoRowView]
    let pager: PagerView?
}
