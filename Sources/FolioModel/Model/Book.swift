import FolioBase

/// A book of the reading log: its title, its author line, the reader's rating, and three long
/// texts (the author's introduction, the book's description, the reader's review), each as its
/// store keeps it; what richer stores hold (calibre, KOReader, Apple Books) is in `details`.
package struct Book: Sendable, Equatable {
    package var title: String
    /// The authors as one line, as the book app keeps them; `details.authors` lists them apart.
    package var authorLine: String
    package var rating: Rating?
    package var authorIntroduction: RecordText?
    package var description: RecordText?
    package var review: RecordText?
    package var source: SourceLocation
    package var details = BookDetails()
    /// The segment its page is named by, which stays when its title changes: its id in its store,
    /// made safe by the loader (`StableID`); for a book of several stores, the id of the first
    /// that has it in the registry's page-name order. Nil: the page is named by its title.
    package var stableID: String?

    /// A book whose long texts, when there are any, are Markdown (blank ones are none).
    package init(
        title: String, authorLine: String, rating: Rating?,
        authorIntroduction: String, description: String, review: String, source: SourceLocation
    ) {
        self.title = title
        self.authorLine = authorLine
        self.rating = rating
        self.authorIntroduction = .markdown(orNone: authorIntroduction)
        self.description = .markdown(orNone: description)
        self.review = .markdown(orNone: review)
        self.source = source
    }

    /// Each author's name: the store's list, else the one author line (none when empty).
    package var authorNames: [String] {
        details.authors.isEmpty ? (authorLine.isEmpty ? [] : [authorLine]) : details.authors
    }
}
