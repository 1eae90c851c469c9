import FolioHTML
import FolioParallel
import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// The offline search's data, split so that a query loads only what it needs (as Pagefind's
/// index is): scripts, for a page opened from file:// may load a script from disk, never fetch
/// JSON.
///
/// - `search/index.js`: the record count and each term chunk's first term and size, all the
///   page loads before a query (`SearchTermChunks.indexFile`).
/// - `search/terms/<n>.js`: the inverted index, every term (`SearchTokenizer`) with the records
///   holding it and whether in their title (`SearchPostings`), in term order, in chunks of at
///   most `chunkBytes` (`SearchTermChunks`).
/// - `search/records/<n>.js`: what a result shows (`SearchRecord.encoded`), `groupSize` records
///   a file (`SearchRecordGroup`).
///
/// A record's id is its place counted from the end of the search order, which is newest first:
/// memos by `createTime` (equal times by account, then as read: the home page's order), then
/// pages saved to read later, newest first, then books, which have no date, the most recently
/// added first (the home page's order for books). So the newest memo has the highest id, a memo
/// added to the site adds an id rather than moving every other, and within a rank the page
/// shows higher ids first. Everything written depends only on the records.
package struct SearchIndex {
    package static let folder = "search"
    /// A few KB to tens of KB a chunk: a query's words cost a chunk each (a prefix a few). The
    /// benchmark site (10,000 memos, 2,000 books) has 238 chunks, 3.3 MB in all.
    package static let defaultChunkBytes = 24_000
    /// Records a display-data file holds: a page of 20 results loads at most 20 such files.
    package static let groupSize = 8
    /// Records read at a time (on the workers): the terms of a batch's parts are added up
    /// before the next batch is read.
    package static let batchSize = 4096
    /// Neighbouring records a worker reads at a time (`SearchIndexPart`), whole groups of
    /// `groupSize`: few enough that the workers share a batch evenly, many enough that adding
    /// the parts up costs little beside cutting their text.
    package static let partSize = 256

    package let site: SitePages
    package let chunkBytes: Int

    package var count: Int { site.model.newestMemos.count + site.content.readingList.count + site.content.books.count }

    /// The record at `rank` in the index's order.
    package func record(_ rank: Int) -> SearchRecord {
        let model = site.model
        let content = site.content
        if rank < model.newestMemos.count {
            let (account, memo) = (model.newestMemos[rank].account, model.newestMemos[rank].memo)
            let tags = account < model.tags.tagsOfMemos.count ? model.tags.tagsOfMemos[account][memo] : []
            // The memo's fields are read where they are: a copy of the whole `Note` retained each of them.
            return SearchRecord(
                title: content.notebooks[account].notes[memo].title, url: site.siteMap.memoPath(account, memo), kind: .memo,
                by: content.notebooks[account].displayName, tags: tags.joined(separator: " "),
                date: content.notebooks[account].notes[memo].created.dateText, parts: [.rendered(model.memoTexts[account][memo])])
        }
        let saved = rank - model.newestMemos.count
        if saved < content.readingList.count {
            // A page saved to read later is found on the read-later page that lists it.
            let item = content.readingList[saved]
            return SearchRecord(
                title: item.title, url: Paging.path(of: saved / site.paging.pageSize + 1, first: SiteMap.readingList), kind: .memo, by: site.strings.text("read_later"), tags: "",
                date: item.added.map { LocalDateTime($0, in: site.time.timeZone).dateText } ?? "",
                parts: [.words(item.url), .words(item.preview ?? "")])
        }
        let index = content.books.count - 1 - (saved - content.readingList.count)
        let book = content.books[index]
        let texts = model.bookTexts[index]
        return SearchRecord(
            title: book.title, url: site.siteMap.path(for: .book(index)), kind: .book, by: site.strings.names(book.authorNames), tags: "", date: "",
            parts: [.rendered(texts.authorIntroduction), .rendered(texts.description), .rendered(texts.review)] + book.details.highlights.flatMap { [.words($0.text), .words($0.note ?? "")] })
    }

    /// Writes the index's files, handing each to `write` as soon as it is made, and returns
    /// their paths. Records are read a batch at a time, in parts of `partSize` neighbouring
    /// records, on `workers` threads: each part's worker encodes its records and writes their
    /// display-data files (a part holds whole groups), and cuts their text into terms
    /// (`SearchIndexPart`); the parts' terms are added up in id order, so nothing depends on the
    /// workers. The term chunks and `search/index.js` are written once every record is in.
    package func writeFiles(workers: Int, write: @Sendable (OutputFile) throws -> Void) throws -> [PagePath] {
        var terms = SearchTermTable(capacity: 4096)
        var postings: [SearchPostings] = []
        let count = count
        for start in stride(from: 0, to: count, by: Self.batchSize) {
            let end = min(count, start + Self.batchSize)
            let parts = Parallel.map((end - start + Self.partSize - 1) / Self.partSize, workers: workers) { number in
                let ids = (start + number * Self.partSize)..<min(end, start + (number + 1) * Self.partSize)
                var group = SearchRecordGroup(number: ids.lowerBound / Self.groupSize)
                return Result { () throws -> SearchIndexPart in
                    let part = try SearchIndexPart(ids, record: { record(count - 1 - $0) }) { display in
                        group.append(display)
                        if group.count == Self.groupSize {
                            try write(group.file)
                            group = SearchRecordGroup(number: group.number + 1)
                        }
                    }
                    if group.count > 0 { try write(group.file) }
                    return part
                }
            }
            for part in parts { try part.get().add(to: &terms, &postings) }
        }
        let chunks = SearchTermChunks(terms: terms, postings: postings, maxBytes: chunkBytes)
        let files = chunks.files + [chunks.indexFile(records: count, groupSize: Self.groupSize)]
        for written in Parallel.map(files.count, workers: workers, { index in Result { try write(files[index]) } }) {
            try written.get()
        }
        let groups = (count + Self.groupSize - 1) / Self.groupSize
        return (0..<groups).map(SearchRecordGroup.path) + files.map(\.path)
    }
}
