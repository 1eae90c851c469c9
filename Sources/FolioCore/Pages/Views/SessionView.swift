/// A reading session on a book's page: its day, its hours, the time read and the pages.
struct SessionView: Sendable, TemplateFields {
    let date: String
    /// `yyyy-MM-ddTHH:mm` of its start, for `<time datetime>`.
    let datetime: String
    let time: String
    let duration: String
    let pages: String
}
