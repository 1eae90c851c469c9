struct BookListView: Sendable, TemplateFields {
    /// One group without a heading, or one per author when ordered by author.
    let groups: [BookGroupView]
    let hasBooks: Bool
    let bookCountText: String
    /// `app`, `title`, `author` or `score`.
    let order: String
    let pager: PagerView?
    /// The reading shelves and the highlights page, those the site has.
    let readingLog: [CountedLinkView]
    var hasReadingLog: Bool { !readingLog.isEmpty }
}
