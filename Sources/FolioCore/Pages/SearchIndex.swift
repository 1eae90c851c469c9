import FolioHTML
import FolioParallel
import Foundation

/// The offline search's data: scripts `search/0.js`, `search/1.js`, … (a page opened from
/// file:// may load a script from disk, never fetch JSON), each a shard of at most `shardBytes`
/// holding whole records (`SearchRecord`), so the search page is usable once the first shard is
/// in and the others stream in after it.
///
/// Records stand newest first, the order results are ranked in within a rank: memos by
/// `createTime` (equal times by account, then as read: the home page's order), then pages saved
/// to read later, newest first, then books, which have no date, the most recently added first
/// (the home page's order for books). A shard ends where the next record would not fit, so the
/// split depends only on the records.
struct SearchIndex {
    static let folder = "search"
    /// Small enough that the first shard loads and is searched at once (the search page is
    /// usable after 1 MB), large enough that a big site needs few files: the benchmark's 10,000
    /// memos and 2,000 books make 19.
    static let defaultShardBytes = 1_000_000
    /// Records encoded at a time (on the workers): only one batch waits beside the open shard.
    static let batchSize = 2048

    let site: SitePages
    let shardBytes: Int

    static func shardPath(_ number: Int) -> PagePath {
        PagePath([folder, "\(number).js"])
    }

    var count: Int { site.model.newestMemos.count + site.content.readingList.count + site.content.books.count }

    /// The record at `rank` in the index's order.
    func record(_ rank: Int) -> SearchRecord {
        let model = site.model
        let content = site.content
        if rank < model.newestMemos.count {
            let (account, memo) = (model.newestMemos[rank].account, model.newestMemos[rank].memo)
            let tags = account < model.tags.tagsOfMemos.count ? model.tags.tagsOfMemos[account][memo] : []
            // The memo's fields are read where they are: a copy of the whole `Memo` retained each of them.
            return SearchRecord(
                title: content.accounts[account].memos[memo].title, url: site.siteMap.memoPath(account, memo), kind: .memo,
                by: content.accounts[account].displayName, tags: tags.joined(separator: " "),
                date: content.accounts[account].memos[memo].createTime.dateText, parts: [.rendered(model.memoTexts[account][memo])])
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
        let description: SearchText = book.details.descriptionHTML.map { .words(HTMLSanitizer.plainText(from: $0)) } ?? .rendered(texts.contentOfBook)
        return SearchRecord(
            title: book.name, url: site.siteMap.path(for: .book(index)), kind: .book, by: site.strings.names(book.authorNames), tags: "", date: "",
            parts: [.rendered(texts.introOfAuthor), description, book.details.reviewHTML.map { .words(HTMLSanitizer.plainText(from: $0)) } ?? .rendered(texts.summary)] + book.details.highlights.flatMap { [.words($0.text), .words($0.note ?? "")] })
    }

    /// Writes the shards, handing each to `write` as soon as it is full: records are encoded a
    /// batch at a time on `workers` threads, in order, and each goes into the open shard while
    /// it fits (`SearchShard.fits`). A site without records still gets `search/0.js`, empty, for
    /// the search page loads it. Returns the shards' paths.
    func writeShards(workers: Int, write: (OutputFile) throws -> Void) throws -> [PagePath] {
        var shard = SearchShard(number: 0, capacity: shardBytes)
        var paths: [PagePath] = []
        for start in stride(from: 0, to: count, by: Self.batchSize) {
            let encoded = Parallel.map(min(Self.batchSize, count - start), workers: workers) { record(start + $0).encoded() }
            for record in encoded {
                if !shard.isEmpty, !shard.fits(record, within: shardBytes) {
                    try write(shard.file(more: true))
                    paths.append(shard.path)
                    shard = SearchShard(number: shard.number + 1, capacity: shardBytes)
                }
                shard.append(record)
            }
        }
        try write(shard.file(more: false))
        paths.append(shard.path)
        return paths
    }
}
