import FolioPlist
import Foundation

extension EditIndex {
    /// The index of a build that wrote `output` (stamped `stamp`) from `model`, when its content
    /// has exactly one memo plist and that file is XML whose bytes are still `print` (it is read
    /// again, for the items' places); else nil, and the next build after any change runs in full.
    static func make(
        stamp: OutputStamp?, sources: [LoadedSource], prints: [String: Fingerprint], model: SiteModel, rendered: RenderedSite, shardBytes: Int
    ) -> EditIndex? {
        let plists = sources.filter { $0.kinds.contains(.memoPlist) }
        guard let stamp, plists.count == 1, plists[0].kinds == [.memoPlist], let file = plists.first?.file,
              let print = prints[file.displayPath], rendered.searchMeasures.count == model.newestMemos.count + model.content.readingList.count + model.content.books.count,
              let bytes = try? RegularFile(url: file.url, location: file.location).bytes(limit: ReadLimits.propertyList),
              Fingerprint(bytes) == print, let arrays = XMLPlistParser.rootArrays(in: bytes)
        else { return nil }
        let content = model.content
        let references = content.accounts.indices.flatMap { account in content.accounts[account].memos.indices.map { TagIndex.MemoReference(account: account, memo: $0) } }
        var slots: [TagIndex.MemoReference: Int] = [:]
        for (slot, reference) in references.enumerated() { slots[reference] = slot }
        // Which memo each item of the file was published as, by the record path messages give it.
        var items: [String: Int] = [:]
        for (slot, reference) in references.enumerated() {
            let source = content.accounts[reference.account].memos[reference.memo].source
            guard source.file == file.displayPath else { continue }
            guard items.updateValue(slot, forKey: source.recordPath.joined(separator: "\n")) == nil else { return nil }
        }
        var spans: [Span] = []
        var end = 0
        for array in arrays {
            for (number, item) in array.items.enumerated() {
                let path = [file.location.appending("account \(array.key.quotedForMessage)").recordPath, ["memo \(number + 1)"]].joined().joined(separator: "\n")
                spans.append(Span(bytes, from: end, gapEnd: item.lowerBound, to: item.upperBound, memo: items.removeValue(forKey: path)))
                end = item.upperBound
            }
        }
        spans.append(Span(bytes, from: end, gapEnd: end, to: bytes.count, memo: nil))
        // Every memo of the file has its item (two keys Swift compares equal would not).
        guard items.isEmpty else { return nil }
        var ranks = [Int](repeating: 0, count: references.count)
        for (rank, reference) in model.newestMemos.enumerated() { ranks[slots[reference] ?? 0] = rank }
        var linking = Set<TagIndex.MemoReference>()
        for account in model.backlinks { for memo in account { linking.formUnion(memo) } }
        let siteMap = model.siteMap
        var memos: [Memo] = []
        memos.reserveCapacity(references.count)
        for (account, order) in model.newestFirst.enumerated() {
            var entries = [Memo?](repeating: nil, count: order.count)
            for (position, index) in order.enumerated() {
                let memo = content.accounts[account].memos[index]
                let reference = TagIndex.MemoReference(account: account, memo: index)
                let text = model.memoTexts[account][index]
                let tags = account < model.tags.tagsOfMemos.count ? model.tags.tagsOfMemos[account][index] : []
                entries[index] = Memo(
                    account: account, title: memo.title, path: siteMap.memoPath(account, index), createTime: memo.createTime, modified: memo.modified,
                    source: memo.source,
                    previous: position + 1 < order.count ? slots[TagIndex.MemoReference(account: account, memo: order[position + 1])] : nil,
                    next: position > 0 ? slots[TagIndex.MemoReference(account: account, memo: order[position - 1])] : nil,
                    tags: tags, tagPages: tags.compactMap { name in siteMap.tagPaths[name].map { MemoPageInputs.Target(title: name, path: $0) } },
                    backlinks: (model.backlinks.isEmpty ? [] : model.backlinks[account][index]).compactMap { slots[$0] },
                    summaryHash: StoredText.hash(model.memoSummaries[account][index] ?? ""), rank: ranks[slots[reference] ?? 0],
                    linksOnlyOut: memo.bodyHTML == nil && !linking.contains(reference) && text.links.allSatisfy(leadsOut))
            }
            memos += entries.compactMap { $0 }
        }
        guard memos.count == references.count else { return nil }
        return EditIndex(
            stamp: stamp, file: file.displayPath, filePrint: print, spans: spans,
            accounts: content.accounts.indices.map { MemoPageInputs.Target(title: content.accounts[$0].displayName, path: siteMap.accountPaths[$0]) },
            memos: memos, measures: rendered.searchMeasures, shardBytes: shardBytes, pageCount: rendered.pageCount)
    }

    /// Whether a text's link leads outside the site, to no note and no file beside the data:
    /// the model's answer to it cannot depend on any other record.
    static func leadsOut(_ link: String) -> Bool {
        LinkChecker.isExternal(link) && !NoteLinks.mayLeadToNote(link)
    }
}

extension EditIndex.Span {
    /// The span of `bytes` from `start` to `end`, its item's open tag at `gapEnd`.
    init(_ bytes: [UInt8], from start: Int, gapEnd: Int, to end: Int, memo: Int?) {
        let (hash, gapHash) = bytes.withUnsafeBytes { raw in
            (XXH64.hash(UnsafeRawBufferPointer(rebasing: raw[start..<end])), XXH64.hash(UnsafeRawBufferPointer(rebasing: raw[start..<gapEnd])))
        }
        self.init(length: end - start, gap: gapEnd - start, hash: hash, gapHash: gapHash, memo: memo)
    }
}
