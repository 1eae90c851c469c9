extension EditIndex {
    /// The memo index as the model gives it, made and its memos encoded on another thread while
    /// the pages render (it was the last thing a full build waited for, once made after them);
    /// what rendering gives, the search records' measures and the page count, is added at the end.
    struct Draft: Sendable {
        /// The index with no memos (they are in `memoEntries`), measures or page count.
        private let index: EditIndex
        private let memoEntries: (offsets: [Int], bytes: [UInt8])
        /// How many search records the site has: a memo's, a reading-list entry's or a book's each.
        private let records: Int

        init?(sources: [LoadedSource], prints: [String: Fingerprint], model: SiteModel, shardBytes: Int) {
            guard var index = EditIndex.make(sources: sources, prints: prints, model: model, shardBytes: shardBytes) else { return nil }
            memoEntries = index.encodedMemos()
            index.memos = []
            self.index = index
            records = model.newestMemos.count + model.content.readingList.count + model.content.books.count
        }

        /// The whole index of the build that rendered `rendered`; nil when its search records
        /// are not the model's.
        func encoded(with rendered: RenderedSite) -> Encoded? {
            guard rendered.searchMeasures.count == records else { return nil }
            var index = index
            index.measures = rendered.searchMeasures
            index.pageCount = rendered.pageCount
            return index.encoded(memoEntries: memoEntries)
        }
    }
}
