/// One book, many sources: the same book in calibre, KOReader, Kobo, Apple Books or the book app is
/// one book. Records of different files match by KOReader's md5 of the book file (its statistics and
/// its sidecar), by ISBN when both have one, else by normalised title and first author
/// (`BookKey`); records of one file never merge. A key that two records of one file
/// share is ambiguous: those records stay apart, and the match is reported. A merged book's page is
/// named by the id of the first of its stores in `pathRank`'s order.
enum BookMerge {
    /// A record, with the kind of store it came from and which file.
    struct Record {
        let book: Book
        let kind: SourceKind?
        let file: Int
    }

    static func merge(_ records: [Record]) -> (books: [Book], matches: [BookMatch]) {
        // Records of one file never merge, so from a single file there is nothing to match.
        guard let first = records.first, records.contains(where: { $0.file != first.file }) else { return (records.map(\.book), []) }
        let keys = records.map { BookKey($0.book) }
        // A key that two records of one file share, and another file has too, cannot tell which
        // of them the other file's record is.
        var counts: [String: [Int: Int]] = [:]
        for (record, key) in zip(records, keys) {
            if let text = key.titleAndAuthor { counts[text, default: [:]][record.file, default: 0] += 1 }
        }
        let ambiguous = Set(counts.filter { $0.value.count > 1 && $0.value.values.contains { $0 > 1 } }.keys)
        var clusters: [[Int]] = []
        var byISBN: [String: Int] = [:]
        var byMD5: [String: Int] = [:]
        var byTitle: [String: [Int]] = [:]
        var matches: [BookMatch] = []
        var reportedAmbiguous: Set<String> = []
        for (index, record) in records.enumerated() {
            let key = keys[index]
            var cluster: Int?
            if let md5 = key.md5, let found = byMD5[md5], !clusters[found].contains(where: { records[$0].file == record.file }) {
                cluster = found
            } else if let isbn = key.isbn, let found = byISBN[isbn], !clusters[found].contains(where: { records[$0].file == record.file }) {
                cluster = found
            } else if let text = key.titleAndAuthor {
                let candidates = (byTitle[text] ?? []).filter { found in
                    !clusters[found].contains { records[$0].file == record.file }
                        && (key.isbn == nil || clusters[found].allSatisfy { keys[$0].isbn == nil || keys[$0].isbn == key.isbn })
                }
                if ambiguous.contains(text) {
                    if reportedAmbiguous.insert(text).inserted {
                        let all = records.indices.filter { keys[$0].titleAndAuthor == text }
                        matches.append(BookMatch(title: record.book.name, rule: .ambiguous, records: all.map { records[$0].book.source.description }))
                    }
                } else if candidates.count == 1 {
                    cluster = candidates[0]
                }
            }
            if let cluster {
                clusters[cluster].append(index)
            } else {
                clusters.append([index])
                cluster = clusters.count - 1
            }
            if let md5 = key.md5, byMD5[md5] == nil { byMD5[md5] = cluster }
            if let isbn = key.isbn, byISBN[isbn] == nil { byISBN[isbn] = cluster }
            if let text = key.titleAndAuthor, !(byTitle[text] ?? []).contains(cluster!) { byTitle[text, default: []].append(cluster!) }
        }
        let books = clusters.map { members -> Book in
            let ordered = members.sorted { (rank(records[$0].kind), $0) < (rank(records[$1].kind), $1) }
            if members.count > 1 {
                let rule: BookMatch.Rule = Set(members.compactMap { keys[$0].md5 }).count == 1 && members.allSatisfy({ keys[$0].md5 != nil }) ? .md5
                    : Set(members.compactMap { keys[$0].isbn }).count == 1 && members.allSatisfy({ keys[$0].isbn != nil }) ? .isbn : .titleAndAuthor
                matches.append(BookMatch(title: records[ordered[0]].book.name, rule: rule, records: ordered.map { records[$0].book.source.description }))
            }
            var book = ordered.dropFirst().reduce(records[ordered[0]].book) { $0.filled(from: records[$1].book) }
            // Its page is named by the id of one store in a fixed order, not by whose metadata won.
            let named = members.filter { records[$0].book.stableID != nil }.min { (pathRank(records[$0].kind), $0) < (pathRank(records[$1].kind), $1) }
            book.stableID = named.flatMap { records[$0].book.stableID }
            return book
        }
        return (books, matches)
    }

    /// Whose id names a merged book's page: calibre's `uuid`, then KOReader's `md5` (its
    /// statistics' or its sidecar's: the same), then Kobo's `ContentID`, then Apple Books' asset
    /// id, then the book app's bookInfoID, then Goodreads' `Book Id`, then StoryGraph's
    /// `ISBN/UID` (of two files of one kind, the first).
    /// So its address stays while the first of these stores holds the book, whatever the others do.
    static func pathRank(_ kind: SourceKind?) -> Int {
        switch kind {
        case .calibreLibrary: 0
        case .koreaderStatistics, .koreaderSidecar: 1
        case .koboLibrary: 2
        case .appleBooksLibrary: 3
        case .bookTable, .bookPlist: 4
        case .goodreadsExport: 5
        case .storyGraphExport: 6
        default: 7
        }
    }

    /// Whose metadata wins: calibre's, then the book app's, then Kobo's (ISBN, publisher, series),
    /// then Apple Books', then KOReader's sidecar's (the book's own metadata), then its
    /// statistics', then Goodreads', then StoryGraph's.
    static func rank(_ kind: SourceKind?) -> Int {
        switch kind {
        case .calibreLibrary: 0
        case .bookTable, .bookPlist: 1
        case .koboLibrary: 2
        case .appleBooksLibrary: 3
        case .koreaderSidecar: 4
        case .koreaderStatistics: 5
        case .goodreadsExport: 6
        case .storyGraphExport: 7
        default: 8
        }
    }
}
