import Foundation

/// The reading log's page paths of the last model, by the names they were claimed from (every
/// book's, author's, series' and book tag's, in order: all `BookPaths` reads). `folio serve`
/// keeps them between its builds, as a rebuild after a memo's edit claims the same ones again.
final class BookShapes: @unchecked Sendable {
    private let lock = NSLock()
    private var last: (shape: Fingerprint, paths: BookPaths)?
    /// How many times they were made, not taken (a test sees which builds made them).
    private(set) var made = 0

    func paths(books: [String], authors: [String], series: [String], bookTags: [String]) -> BookPaths {
        var print = ViewPrint()
        for names in [books, authors, series, bookTags] { print.add(names) }
        let shape = print.fingerprint
        if let last = lock.withLock({ last }), last.shape == shape { return last.paths }
        let paths = BookPaths(books: books, authors: authors, series: series, bookTags: bookTags)
        lock.withLock {
            last = (shape, paths)
            made += 1
        }
        return paths
    }
}
