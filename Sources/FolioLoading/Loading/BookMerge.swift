import FolioBase
import FolioModel
import FolioStores

/// One book, many sources: the same book in calibre, KOReader, Kobo, Apple Books or the book app is
/// one book. Records of different files match by KOReader's md5 of the book file (its statistics and
/// its sidecar), by ISBN when both have one, else by normalised title and first author
/// (`BookKey`); records of one file never merge. A key that two records of one file
/// share is ambiguous: those records stay apart, and the match is reported. A merged book takes
/// the metadata of its stores in the registry's `metadataOrder`, and its page is named by the id of
/// the first of them in `pageNameOrder`.
package enum BookMerge {
    /// A record, with where its store ranks and which file it came from.
    package struct Record {
        package var book: Book
        package let ranks: StoreRanks
        package let file: Int
    }


    package static func merge(_ records: [Record]) -> (books: [Book], matches: [BookMatch]) {
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
                        matches.append(BookMatch(title: record.book.title, rule: .ambiguous, records: all.map { records[$0].book.source.description }))
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
            let ordered = members.sorted { (records[$0].ranks.metadata, $0) < (records[$1].ranks.metadata, $1) }
            if members.count > 1 {
                let rule: BookMatch.Rule = Set(members.compactMap { keys[$0].md5 }).count == 1 && members.allSatisfy({ keys[$0].md5 != nil }) ? .md5
                    : Set(members.compactMap { keys[$0].isbn }).count == 1 && members.allSatisfy({ keys[$0].isbn != nil }) ? .isbn : .titleAndAuthor
                matches.append(BookMatch(title: records[ordered[0]].book.title, rule: rule, records: ordered.map { records[$0].book.source.description }))
            }
            var book = ordered.dropFirst().reduce(records[ordered[0]].book) { $0.filled(from: records[$1].book) }
            // Its page is named by the id of one store in a fixed order, not by whose metadata won.
            let named = members.filter { records[$0].book.stableID != nil }.min { (records[$0].ranks.pageName, $0) < (records[$1].ranks.pageName, $1) }
            book.stableID = named.flatMap { records[$0].book.stableID }
            return book
        }
        return (books, matches)
    }
}
