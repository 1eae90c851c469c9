import FolioBase

/// A record's long text as its store keeps it. None of it is HTML a page may show: the site makes
/// safe HTML of it when it renders (Markdown through libcmark, HTML through the sanitiser), and
/// says there, naming `at`, what it could not read.
package enum RecordText: Sendable, Equatable {
    /// Markdown (the book app's fields, KOReader's notes).
    case markdown(String)
    /// HTML as the store wrote it, not yet made safe (calibre's comments), read at `at`.
    case html(String, at: SourceLocation)
    /// A reader's review from an export, read at `at`: paragraphs parted by `<br>` when it is
    /// HTML, by line breaks when it is plain text. Goodreads writes HTML; StoryGraph either.
    case exportReview(String, markup: ReviewMarkup, at: SourceLocation)

    package enum ReviewMarkup: Sendable, Equatable {
        /// The review is HTML.
        case html
        /// The review is HTML when it starts like HTML, else plain text.
        case htmlWhenItStartsLikeIt
    }

    /// Markdown, or nothing when the text is only white space.
    package static func markdown(orNone text: String) -> RecordText? {
        text.allSatisfy(\.isWhitespace) ? nil : .markdown(text)
    }

    /// Whether it is HTML the store wrote (which a merged book prefers for its description).
    package var isHTML: Bool {
        if case .html = self { return true }
        return false
    }

    /// The text as the store wrote it.
    package var source: String {
        switch self {
        case .markdown(let text), .html(let text, _), .exportReview(let text, _, _): text
        }
    }
}
