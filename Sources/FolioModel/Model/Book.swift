import FolioBase

/// A book of the reading log. The book app's seven columns are the first fields (its three long
/// fields are Markdown: the author's introduction, the description, the reader's review); what
/// richer stores hold (calibre, KOReader, Apple Books) is in `details`.
package struct Book: Sendable, Equatable {
    package var id: Int64?
    package var name: String
    package var author: String
    package var score: Score?
    package var introOfAuthor: String
    package var contentOfBook: String
    package var summary: String
    package var source: SourceLocation
    package var details = BookDetails()
    /// The segment its page is named by, which stays when its title changes: its id in its store,
    /// made safe by the loader (`StableID`); for a book of several stores, the id of the first
    /// that has it (`BookMerge.pathRank`). Nil: the page is named by its title.
    package var stableID: String?

    package init(
        id: Int64?, name: String, author: String, score: Score?,
        introOfAuthor: String, contentOfBook: String, summary: String, source: SourceLocation
    ) {
        self.id = id
        self.name = name
        self.author = author
        self.score = score
        self.introOfAuthor = introOfAuthor
        self.contentOfBook = contentOfBook
        self.summary = summary
        self.source = source
    }

    /// Each author's name: the store's list, else the one author line (none when empty).
    package var authorNames: [String] {
        details.authors.isEmpty ? (author.isEmpty ? [] : [author]) : details.authors
    }
}
