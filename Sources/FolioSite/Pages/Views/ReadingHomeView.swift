import FolioBase
import FolioModel
import FolioOutput

/// The reading log's part of the home page: what is being read, what was finished last, the
/// year's numbers, the shelves and the book tags; the newest books when no store keeps a status.
package struct ReadingHomeView: Sendable, TemplateFields {
    package let reading: [BookRowView]
    package let readingHref: String?
    package let finished: [BookRowView]
    package let finishedHref: String?
    /// `2026 in books`, linking its year page, with its numbers.
    package let year: LinkView?
    package let numbers: [NumberView]
    package let shelves: [CountedLinkView]
    package let bookTags: [CountedLinkView]
    package let bookTagsHref: String?
    package let newestBooks: [BookRowView]
    package let countText: String
    package var hasNewestBooks: Bool { !newestBooks.isEmpty }
}
