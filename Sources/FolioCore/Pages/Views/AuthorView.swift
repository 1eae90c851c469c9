struct AuthorView: Sendable, TemplateFields {
    let name: String
    let countText: String
    /// From the most recently added of the author's books that has an introduction.
    let introHTML: HTMLText?
    let books: [BookRowView]
    let pager: PagerView?
}
