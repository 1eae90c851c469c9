/// One row of the book app's `bookInfo` table. The three long fields are Markdown.
struct Book: Sendable, Equatable {
    var id: Int64?
    var name: String
    var author: String
    var score: Score?
    var introOfAuthor: String
    var contentOfBook: String
    var summary: String
    var source: SourceLocation

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
}
