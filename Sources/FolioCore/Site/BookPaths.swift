/// The paths of the reading log's pages: each book's, author's, series' and book tag's, claimed
/// from their names in order (`SiteMap` lays out the rest). Made from the names alone, so a
/// session keeps them while no name changes (`BookShapes`).
struct BookPaths: Sendable {
    /// By the book's position in the content.
    let books: [PagePath]
    /// By author, series and book tag name.
    let authors: [String: PagePath]
    let series: [String: PagePath]
    let bookTags: [String: PagePath]

    init(books: [String], authors: [String], series: [String], bookTags: [String]) {
        func claim(_ names: [String], folder: String, fallback: String) -> [PagePath] {
            var allocator = PathAllocator(reserved: SiteMap.reservedNames)
            return names.map { PagePath([folder, allocator.claim(Slug.make($0, fallback: fallback)) + ".html"]) }
        }
        func byName(_ names: [String], folder: String, fallback: String) -> [String: PagePath] {
            Dictionary(zip(names, claim(names, folder: folder, fallback: fallback)), uniquingKeysWith: { _, last in last })
        }
        self.books = claim(books, folder: "books", fallback: "book")
        self.authors = byName(authors, folder: "authors", fallback: "author")
        self.series = byName(series, folder: "series", fallback: "series")
        self.bookTags = byName(bookTags, folder: "book-tags", fallback: "tag")
    }
}
