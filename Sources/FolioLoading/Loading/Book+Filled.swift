import FolioBase
import FolioModel
import FolioStores

extension Book {
    /// This book with what it lacks taken from `other`, a record of the same book in another
    /// store: empty text, missing values and empty lists are filled; reading stretches and
    /// highlights are joined, each passage once; identifiers and tags are the union.
    package func filled(from other: Book) -> Book {
        var book = self
        if book.authorLine.allSatisfy(\.isWhitespace) { book.authorLine = other.authorLine }
        book.authorIntroduction = book.authorIntroduction ?? other.authorIntroduction
        // A description the store wrote as HTML (calibre's) stands before one in Markdown.
        if book.description == nil || book.description?.isHTML == false && other.description?.isHTML == true { book.description = other.description }
        book.review = book.review ?? other.review
        book.rating = book.rating ?? other.rating
        var details = book.details
        let more = other.details
        if details.authors.isEmpty { details.authors = more.authors }
        details.series = details.series ?? more.series
        details.tags += more.tags.filter { !details.tags.contains($0) }
        details.publisher = details.publisher ?? more.publisher
        details.language = details.language ?? more.language
        details.published = details.published ?? more.published
        details.publishedYear = details.publishedYear ?? more.publishedYear
        details.identifiers = (details.identifiers + more.identifiers.filter { !details.identifiers.contains($0) }).sorted()
        details.added = [details.added, more.added].compactMap { $0 }.min()
        details.cover = details.cover ?? more.cover
        details.pageCount = details.pageCount ?? more.pageCount
        details.pagesRead = details.pagesRead ?? more.pagesRead
        details.readingTime = details.readingTime ?? more.readingTime
        details.lastRead = [details.lastRead, more.lastRead].compactMap { $0 }.max()
        details.reading = (details.reading + more.reading).sorted { ($0.start, $0.page) < ($1.start, $1.page) }
        details.status = [details.status, more.status].compactMap { $0 }.max { $0.order < $1.order }
        details.finished = details.finished ?? more.finished
        details.readThroughs = details.readings(joinedWith: more)
        details.timesRead = [details.timesRead, more.timesRead].compactMap { $0 }.max()
        details.progress = [details.progress, more.progress].compactMap { $0 }.max()
        details.highlights = Highlight.joined(details.highlights, more.highlights)
        book.details = details
        return book
    }
}

extension BookDetails {
    /// A store's readings: the list it keeps, else the one day it says the book was finished.
    package var readings: [ReadThrough] {
        readThroughs.isEmpty ? finished.map { [ReadThrough(started: nil, finished: $0)] } ?? [] : readThroughs
    }

    /// Two stores' readings of one book. The store that recorded the most gives them all (two
    /// stores' lists of one reading would count it twice); a reading of either store that ends
    /// more than a day from each of those (a Kobo finishing a year after a Goodreads `Date Read`)
    /// is another, so no store's finishing day is lost to the year pages. One finishing day and no
    /// list is no list: `finished` holds it.
    package func readings(joinedWith other: BookDetails) -> [ReadThrough] {
        let kept = other.readThroughs.count > readThroughs.count ? other.readThroughs : readThroughs
        var joined = kept
        for reading in readings + other.readings where !joined.contains(where: { abs($0.finished.timeIntervalSince(reading.finished)) < 86_400 }) {
            joined.append(reading)
        }
        if joined.count == kept.count || (kept.isEmpty && joined.count == 1) { return kept }
        return joined.sorted { $0.finished < $1.finished }
    }
}

extension ReadingStatus {
    /// Unread, then reading, then abandoned, then finished: two stores that disagree give the furthest.
    package var order: Int {
        switch self {
        case .unread: 0
        case .reading: 1
        case .abandoned: 2
        case .finished: 3
        }
    }
}
