import FolioBase
import FolioModel
import FolioOutput

/// The paths of the reading log's pages: each book's, claimed from its store's id (`Book.stableID`,
/// its title when it has none) in list order, and each author's, series' and book tag's, from
/// their names (`SiteMap` lays out the rest). A book's page keeps its address when its title
/// changes; the others have only their names to go by.
package struct BookPaths: Sendable {
    /// By the book's position in the content.
    package let books: [PagePath]
    /// By author, series and book tag name.
    package let authors: [String: PagePath]
    package let series: [String: PagePath]
    package let bookTags: [String: PagePath]

    package init(books: [Book], authors: [String], series: [String], bookTags: [String]) {
        func claim(_ segments: [String], folder: String) -> [PagePath] {
            var allocator = PathAllocator(reserved: SiteMap.reservedNames)
            return segments.map { PagePath([folder, allocator.claim($0) + ".html"]) }
        }
        func byName(_ names: [String], folder: String, fallback: String) -> [String: PagePath] {
            Dictionary(zip(names, claim(names.map { Slug.make($0, fallback: fallback) }, folder: folder)), uniquingKeysWith: { _, last in last })
        }
        self.books = claim(books.map { $0.stableID ?? Slug.make($0.title, fallback: "book") }, folder: "books")
        self.authors = byName(authors, folder: "authors", fallback: "author")
        self.series = byName(series, folder: "series", fallback: "series")
        self.bookTags = byName(bookTags, folder: "book-tags", fallback: "tag")
    }
}
