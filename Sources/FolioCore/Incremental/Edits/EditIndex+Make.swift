import FolioPlist
import Foundation

extension EditIndex {
    /// The index of a build that writes its output from `model`, but for what rendering gives
    /// (`measures` and `pageCount`, empty and 0: see `Draft`), when its content has exactly one
    /// memo plist and that file was XML (its `layout` known); else nil, and the next build after
    /// any change runs in full. The spans are those of the file as loaded, which the output
    /// shows (`prints` may have been taken of it a moment before).
    static func make(sources: [LoadedSource], prints: [String: Fingerprint], model: SiteModel, shardBytes: Int) -> EditIndex? {
        let plists = sources.filter { $0.kinds.contains(.memoPlist) }
        guard plists.count == 1, plists[0].kinds == [.memoPlist], let layout = plists[0].layout, let file = plists.first?.file,
              let print = prints[file.displayPath]
        else { return nil }
        let content = model.content
        // Memos by slot: every account's in turn, each account's from its first slot on.
        var starts: [Int] = []
        var count = 0
        for account in content.accounts {
            starts.append(count)
            count += account.memos.count
        }
        func slot(_ reference: TagIndex.MemoReference) -> Int { starts[reference.account] + reference.memo }
        // Which memo each item of the file was published as, by the record path messages give it
        // (`account "<key>"`, `memo <n>`, as `MemoPlistReader` names them): by account, by item number.
        var items: [String: [Int: Int]] = [:]
        var unplaced = 0
        for (account, memos) in content.accounts.map(\.memos).enumerated() {
            for index in memos.indices where memos[index].source.file == file.displayPath {
                let path = memos[index].source.recordPath
                guard path.count == 2, path[1].hasPrefix("memo "), let number = Int(path[1].dropFirst(5)),
                      items[path[0], default: [:]].updateValue(starts[account] + index, forKey: number) == nil else { return nil }
                unplaced += 1
            }
        }
        var spans = layout.spans
        var account: (key: String, slots: [Int: Int]?)?
        for (index, item) in layout.items.enumerated() {
            guard let item else { continue }
            // An account's items stand together: its record path is made once.
            if account.map({ !$0.key.utf8.elementsEqual(item.key.utf8) }) ?? true {
                account = (item.key, items["account \(item.key.quotedForMessage)"])
            }
            guard let memo = account?.slots?[item.number] else { continue }
            spans[index].memo = memo
            unplaced -= 1
        }
        // Every memo of the file has its item, once (two keys Swift compares equal would not).
        guard unplaced == 0 else { return nil }
        var ranks = [Int](repeating: 0, count: count)
        for (rank, reference) in model.newestMemos.enumerated() { ranks[slot(reference)] = rank }
        var linking = [Bool](repeating: false, count: count)
        for account in model.backlinks { for memo in account { for source in memo { linking[slot(source)] = true } } }
        let siteMap = model.siteMap
        var memos: [Memo] = []
        memos.reserveCapacity(count)
        for (account, order) in model.newestFirst.enumerated() {
            let memosOfAccount = content.accounts[account].memos
            // Each memo's place in its account's newest-first order; the entries are made in
            // slot order, each straight into the array (a copy of an entry retains every field).
            var positions = [Int](repeating: -1, count: memosOfAccount.count)
            for (position, index) in order.enumerated() { positions[index] = position }
            for (index, position) in positions.enumerated() where position >= 0 {
                // Fields read in place: a copy of the memo copies its detail and every field.
                let tags = account < model.tags.tagsOfMemos.count ? model.tags.tagsOfMemos[account][index] : []
                memos.append(Memo(
                    account: account, title: memosOfAccount[index].title, path: siteMap.memoPath(account, index), createTime: memosOfAccount[index].createTime,
                    modified: memosOfAccount[index].modified, source: memosOfAccount[index].source,
                    previous: position + 1 < order.count ? starts[account] + order[position + 1] : nil,
                    next: position > 0 ? starts[account] + order[position - 1] : nil,
                    tags: tags, tagPages: tags.compactMap { name in siteMap.tagPaths[name].map { MemoPageInputs.Target(title: name, path: $0) } },
                    backlinks: (model.backlinks.isEmpty ? [] : model.backlinks[account][index]).map(slot),
                    summaryHash: StoredText.hash(model.memoSummaries[account][index] ?? ""), rank: ranks[starts[account] + index],
                    linksOnlyOut: memosOfAccount[index].bodyHTML == nil && !linking[starts[account] + index] && model.memoTexts[account][index].links.allSatisfy(leadsOut)))
            }
        }
        guard memos.count == count else { return nil }
        return EditIndex(
            file: file.displayPath, filePrint: print, spans: spans,
            accounts: content.accounts.indices.map { MemoPageInputs.Target(title: content.accounts[$0].displayName, path: siteMap.accountPaths[$0]) },
            memos: memos, measures: [], shardBytes: shardBytes, pageCount: 0)
    }

    /// Whether a text's link leads outside the site, to no note and no file beside the data:
    /// the model's answer to it cannot depend on any other record.
    static func leadsOut(_ link: String) -> Bool {
        LinkChecker.isExternal(link) && !NoteLinks.mayLeadToNote(link)
    }
}

extension EditIndex.Span {
    /// The span of `raw` from `start` to `end`, its item's open tag at `gapEnd`.
    init(_ raw: UnsafeRawBufferPointer, from start: Int, gapEnd: Int, to end: Int, memo: Int?) {
        self.init(length: end - start, gap: gapEnd - start, hash: XXH64.hash(UnsafeRawBufferPointer(rebasing: raw[start..<end])),
                  gapHash: XXH64.hash(UnsafeRawBufferPointer(rebasing: raw[start..<gapEnd])), memo: memo)
    }
}
