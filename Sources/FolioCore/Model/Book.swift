/// A book of the reading log. The book app's seven columns are the first fields (its three long
/// fields are Markdown: the author's introduction, the description, the reader's review); what
/// richer stores hold (calibre, KOReader, Apple Books) is in `details`.
struct Book: Sendable, Equatable {
    var id: Int64?
    var name: String
    var author: String
    var score: Score?
    var introOfAuthor: String
    var contentOfBook: String
    var summary: String
    var source: SourceLocation
    var details = BookDetails()
    /// The segment its page is named by, which stays when its title changes: its id in its store,
    /// made safe by the loader (`StableID`); for a book of several stores, the id of the first
    /// that has it (`BookMerge.pathRank`). Nil: the page is named by its title.
    var stableID: String?

    init(
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
    var authorNames: [String] {
        details.authors.isEmpty ? (author.isEmpty ? [] : [author]) : details.authors
    }
}
