import FolioBase

/// The books of one author, as the reading log shows them.
package struct AuthorShelf: Sendable, Equatable {
    package let name: String
    /// Indices into `SiteContent.books`, in list order.
    package let bookIndices: [Int]
    /// The book whose `authorIntroduction` introduces the author: the most recently added one
    /// (the last in list order) that has one.
    package let introBookIndex: Int?
}

extension SiteContent {
    /// One shelf per author name (books without an author have none), by name; a book with
    /// several authors is on each one's shelf.
    package var authorShelves: [AuthorShelf] {
        var byName: [String: [Int]] = [:]
        for (index, book) in books.enumerated() {
            for name in book.authorNames { byName[name, default: []].append(index) }
        }
        return byName.keys.sorted().map { name in
            let indices = byName[name] ?? []
            let intro = indices.last { books[$0].authorIntroduction.map { !$0.source.allSatisfy(\.isWhitespace) } ?? false }
            return AuthorShelf(name: name, bookIndices: indices, introBookIndex: intro)
        }
    }

    /// Book indices in the given order (for `.author`, grouping is the page's business).
    package func bookIndices(in order: BookOrder, shelves: [AuthorShelf]? = nil) -> [Int] {
        let indices = Array(books.indices)
        switch order {
        case .app: return indices
        case .title: return indices.sorted { (books[$0].title, $0) < (books[$1].title, $1) }
        case .author:
            // A book with several authors is listed once, under the first of them in name order.
            var seen: Set<Int> = []
            return (shelves ?? authorShelves).flatMap(\.bookIndices).filter { seen.insert($0).inserted } + indices.filter { books[$0].authorNames.isEmpty }
        case .score: return indices.sorted { (-(books[$0].rating?.halves ?? -1), $0) < (-(books[$1].rating?.halves ?? -1), $1) }
        }
    }
}
