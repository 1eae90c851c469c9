/// The reading log's part of the home page: what is being read, what was finished last, the
/// year's numbers, the shelves and the book tags; the newest books when no store keeps a status.
struct ReadingHomeView: Sendable, TemplateFields {
    let reading: [BookRowView]
    let readingHref: String?
    let finished: [BookRowView]
    let finishedHref: String?
    /// `2026 in books`, linking its year page, with its numbers.
    let year: LinkView?
    let numbers: [NumberView]
    let shelves: [CountedLinkView]
    let bookTags: [CountedLinkView]
    let bookTagsHref: String?
    let newestBooks: [BookRowView]
    let countText: String
    var hasNewestBooks: Bool { !newestBooks.isEmpty }
}
