import FolioBase
import FolioModel

/// The fields of one book, from whichever file held it, and the rules that make it a `Book`.
package struct BookRecord: Sendable {
    package var id: Int64?
    package var bookName: FieldValue
    package var authorName: FieldValue
    package var score: FieldValue
    package var introOfAuthor: FieldValue
    package var contentOfBook: FieldValue
    package var summary: FieldValue
    package var location: SourceLocation

    package init(
        id: Int64?, bookName: FieldValue, authorName: FieldValue, score: FieldValue,
        introOfAuthor: FieldValue, contentOfBook: FieldValue, summary: FieldValue, location: SourceLocation
    ) {
        self.id = id
        self.bookName = bookName
        self.authorName = authorName
        self.score = score
        self.introOfAuthor = introOfAuthor
        self.contentOfBook = contentOfBook
        self.summary = summary
        self.location = location
    }

    /// Reads each field by its `bookInfo` column name, from a plist dict or a SQLite row alike.
    package init(id: Int64?, location: SourceLocation, field: (String) -> FieldValue) {
        self.init(
            id: id, bookName: field("bookName"), authorName: field("authorName"), score: field("score"),
            introOfAuthor: field("introOfAuthor"), contentOfBook: field("contentOfBook"), summary: field("summary"),
            location: location)
    }

    /// The book; a score that is not a whole number from 0 to 5 is a warning and the book is unrated.
    package func book(diagnostics: inout Diagnostics) throws -> Book {
        let reader = RecordReader(location: location)
        return Book(
            title: try reader.text("bookName", bookName).trimmingWhitespace,
            authorLine: try reader.text("authorName", authorName).trimmingWhitespace,
            rating: readScore(diagnostics: &diagnostics),
            authorIntroduction: markdown("introOfAuthor", try reader.text("introOfAuthor", introOfAuthor), &diagnostics),
            description: markdown("contentOfBook", try reader.text("contentOfBook", contentOfBook), &diagnostics),
            review: markdown("summary", try reader.text("summary", summary), &diagnostics),
            source: location
        )
    }

    private func markdown(_ field: String, _ text: String, _ diagnostics: inout Diagnostics) -> String {
        MarkdownGuard.checked(text, field: field, at: location, diagnostics: &diagnostics)
    }

    private func readScore(diagnostics: inout Diagnostics) -> Rating? {
        let number: Int64?
        switch score {
        case .missing, .null: return nil
        case .integer(let n): number = n
        case .real(let d): number = d.rounded() == d && abs(d) < 1e15 ? Int64(d) : nil
        case .text(let text):
            let trimmed = text.trimmingWhitespace
            if trimmed.isEmpty { return nil }
            number = Int64(trimmed)
        case .other: number = nil
        }
        if let number, let score = Rating(Int(clamping: number)) {
            return score
        }
        diagnostics.warn(at: location, "score is \(score.summary), expected a whole number from 0 to 5; the book is shown as unrated")
        return nil
    }
}
