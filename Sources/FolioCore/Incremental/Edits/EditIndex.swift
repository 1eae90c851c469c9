/// What a build keeps beside the output (`.<output>.folio-edits`) so that the next one, when the
/// only change is the detail of one memo in an XML memo plist, redoes that memo's page and its
/// search shard and nothing else (`DetailEdit`): where each memo lies in the file, and what its
/// page and its search record are made of besides its text.
struct EditIndex: Sendable {
    /// A run of the memo plist's bytes: a memo's item with the bytes before it (back to the
    /// item before), or the bytes after the last item. The spans tile the file.
    struct Span: Sendable, Equatable {
        var length: Int
        /// How many of its bytes come before the item's open tag (none for the tail).
        var gap: Int
        var hash: UInt64
        var gapHash: UInt64
        /// The memo the item was published as (`memos`), if any.
        var memo: Int?
    }

    /// A memo as its page, its neighbours' pages and the search index show it.
    struct Memo: Sendable {
        var account: Int
        var title: String
        var path: PagePath
        var createTime: LocalDateTime
        var modified: LocalDateTime?
        var source: SourceLocation
        var previous: Int?
        var next: Int?
        /// Its tags as the tag index holds them (the search record lists them).
        var tags: [String]
        /// The tags its page links, with their pages.
        var tagPages: [MemoPageInputs.Target]
        var backlinks: [Int]
        /// XXH64 of its list summary (empty when it has none).
        var summaryHash: UInt64
        /// Its place in the search index (newest first).
        var rank: Int
        /// Whether its text links only pages outside the site and no other memo: then a new text
        /// that does the same changes no other page's links, backlinks or copied files.
        var linksOnlyOut: Bool
    }

    /// The memo plist, as messages name it, and its fingerprint when these spans were taken.
    var file: String
    var filePrint: Fingerprint
    var spans: [Span]
    var accounts: [MemoPageInputs.Target]
    var memos: [Memo]
    /// Every search record's size and hash (`SearchRecord.measured`), by rank.
    var measures: [SearchIndex.Measure]
    var shardBytes: Int
    var pageCount: Int
}
