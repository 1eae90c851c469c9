struct BookRowView: Sendable, TemplateFields {
    let title: String
    /// Nil when the book has none, and on its author's own page.
    let author: String?
    let href: String
    /// The author's page, when the book has an author.
    let authorHref: String?
    let score: StarsView?
    let cover: CoverView?
    /// `reading`, `finished`, `unread`, and its words; nil when the store keeps no status.
    var status: String? = nil
    var statusText: String? = nil
    /// How far it is read, `0`–`100`, for a book being read.
    var progress: String? = nil
    /// The colour of the spine drawn for a book without a cover (a hue, 0–359, from its title).
    var spineHue = 0
}
