import FolioBase

extension BookDetails {
    /// How much of the book is read, 0–100: the store's progress, else the pages read of the
    /// book's pages; nil when neither is known (or is not a number).
    package var percentRead: Int? {
        let fraction = progress ?? pagesRead.flatMap { read in pageCount.flatMap { $0 > 0 ? Double(read) / Double($0) : nil } }
        guard let fraction, fraction.isFinite else { return nil }
        return min(100, max(0, Int((fraction * 100).rounded(.down))))
    }
}
