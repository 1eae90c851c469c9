/// One row of the book app's `bookInfo` table. The three long fields are Markdown.
public struct Book: Sendable, Equatable {
    public var id: Int64?
    public var name: String
    public var author: String
    public var score: Score?
    public var introOfAuthor: String
    public var contentOfBook: String
    public var summary: String
    public var source: SourceLocation

    public init(
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
}
