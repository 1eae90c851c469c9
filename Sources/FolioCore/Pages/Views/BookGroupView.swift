/// Books under one heading (an author's name when the list is ordered by author).
struct BookGroupView: Sendable, TemplateFields {
    let heading: String?
    let headingHref: String?
    var books: [BookRowView]
}
