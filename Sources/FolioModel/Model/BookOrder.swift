import FolioBase

/// How the book list is ordered.
public enum BookOrder: String, Sendable, CaseIterable {
    /// The book app's list order (bookInfoID).
    case app
    /// By title, then list order.
    case title
    /// Grouped under author headings, authors by name, each author's books in list order.
    case author
    /// Best score first, unrated last, then list order.
    case score
}
