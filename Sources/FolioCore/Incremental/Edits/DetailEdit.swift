import FolioMarkdown
import FolioPlist
import Foundation

/// The "redo an edited memo" step. When the only input changed since the last build is the memo
/// plist its `EditIndex` describes, and in it only one memo's item, and that memo keeps its title,
/// time, tags, list summary and place in the search index's shards, and its text links nothing
/// but pages outside the site (before and after), then no page but its own and no file but the
/// search shard holding it can change: a full build would carry every other one. This redoes
/// those two from the index and the memento alone (no other record is loaded, modelled or
/// rendered) and patches the output. Anything else, or anything it cannot be sure of, is
/// `nil`: nothing has been written, and the full build runs.
struct DetailEdit {
    let options: BuildOptions
    let check: MementoCheck
    let dataFiles: [DataFile]
    /// The output folder, not yet patched.
    let folder: OutputFolder
    let markdown: MarkdownRenderer

    /// The edit, worked out and not yet written.
    struct Plan {
        let memento: Memento
        /// The output, to be patched: it holds exactly the files the memento lists.
        let output: OutputFolder
        let index: EditIndex.Stored
        /// The file's new print, the changed span's number and what it is now.
        let filePrint: Fingerprint
        let span: Int
        let newSpan: EditIndex.Span
        let page: OutputFile
        let pagePrint: Fingerprint
        /// The search shard holding the memo, when its record changed, with its new print.
        let shard: (file: OutputFile, print: Fingerprint)?
        /// The memo's place in the search index, and its record's measure now.
        let rank: Int
        let measure: SearchIndex.Measure
    }

    /// The edit's plan, or nil when it is not one this step can redo alone.
    func plan() -> Plan? {
        let siblings = OutputSiblings(of: options.outputFolder)
        guard options.useCache, let memento = check.previous, memento.warnings.isEmpty, memento.pagesWithLinkWarnings.isEmpty,
              let stamp = memento.stamp, OutputStamp.of(options.outputFolder) == stamp,
              let index = EditIndex.Stored(reading: siblings.edits), index.stamp == stamp, index.shardBytes == options.searchShardBytes,
              let file = dataFiles.first(where: { $0.displayPath == index.file }), let print = check.inputPrints[index.file],
              memento.inputs[index.file] == index.filePrint, print != index.filePrint
        else { return nil }
        // Every other input and option as the last build had them, and the same time window.
        var inputs = check.inputPrints
        inputs[index.file] = index.filePrint
        guard memento.isCurrent(inputs: inputs, options: options.outputFingerprint, now: options.now), memento.linked.allSatisfy(\.isUnchanged),
              let found = Self.changedMemo(in: file, print: print, index: index), let old = index.memo(found.newSpan.memo ?? -1),
              let memo = Self.memo(found.item, file: file, at: old.source),
              memo.title == old.title, memo.createTime == old.createTime, memo.modified == old.modified, memo.bodyHTML == nil, memo.tags.isEmpty,
              old.linksOnlyOut, options.baseURL == nil || old.rank >= SitePages.feedMemos
        else { return nil }
        // Whether the output holds exactly the last build's files is read while the page is made.
        let patching = Background { [folder] in folder.patching(memento) }
        // The new text, its links answered as the model would answer a link out of the site.
        var linksElsewhere = false
        let detail = memo.detail
        let (text, written, _, _) = Memo.renderBody(
            of: detail, body: Memo.body(of: detail, title: memo.title), cached: CachedMarkdown(markdown, store: TextStore()),
            destination: { link in
                if !EditIndex.leadsOut(link) { linksElsewhere = true }
                return nil
            },
            wikiLink: { _ in
                linksElsewhere = true
                return nil
            })
        // Every link it holds (raw HTML's too), as the index asked of the old text.
        guard !linksElsewhere, text.links.allSatisfy(EditIndex.leadsOut), TagIndex.names(of: written) == old.tags, StoredText.hash(text.summary) == old.summaryHash,
              let search = searchShard(of: old, text: text, index: index, memento: memento),
              let (page, pagePrint) = page(of: old, text: text, index: index, memento: memento)
        else { return nil }
        // The output holds exactly the last build's files, or it is staged whole by the full build.
        let output = patching.value
        guard output.patch != nil else { return nil }
        return Plan(memento: memento, output: output, index: index, filePrint: print, span: found.span, newSpan: found.newSpan, page: page, pagePrint: pagePrint,
                    shard: search.shard, rank: old.rank, measure: search.measure)
    }

    /// The one span of the memo plist that changed, when it holds a memo's item and only the
    /// item changed: its number, the item's bytes, and the span as it is now. The file is
    /// mapped, not read: only its spans' hashes and the item are needed of it.
    static func changedMemo(in file: DataFile, print: Fingerprint, index: EditIndex.Stored) -> (span: Int, item: [UInt8], newSpan: EditIndex.Span)? {
        let found = try? RegularFile(url: file.url, location: file.location).withMappedBytes(limit: ReadLimits.propertyList) { raw -> (Int, [UInt8], EditIndex.Span)? in
            guard raw.count == print.size, let (span, range) = EditIndex.changedSpan(of: index.spans, in: raw), let slot = index.spans[span].memo else { return nil }
            let gap = index.spans[span].gap
            let newSpan = EditIndex.Span(raw, from: range.lowerBound, gapEnd: range.lowerBound + gap, to: range.upperBound, memo: slot)
            guard range.count > gap, newSpan.gapHash == index.spans[span].gapHash else { return nil }
            return (span, Array(raw[range.lowerBound + gap..<range.upperBound]), newSpan)
        }
        return found ?? nil
    }

    /// The memo one item's bytes hold, read as the memo plist's reader reads it; nil when the
    /// bytes are not one whole element or reading it finds any problem (the full build reports it).
    static func memo(_ item: [UInt8], file: DataFile, at location: SourceLocation) -> Memo? {
        // At the depth it has in the file, for the parse's limit on depth.
        let wrapped = Array("<plist><dict><key>a</key><array>".utf8) + item + Array("</array></dict></plist>".utf8)
        guard case .dict(let root)? = try? XMLPlistParser.parse(wrapped), case .array(let items)? = root["a"], items.count == 1 else { return nil }
        let value = items[0]
        var problems = Diagnostics()
        let memo = MemoPlistReader(file: file).memo(value, at: location, diagnostics: &problems)
        return problems.problems.isEmpty ? memo : nil
    }
}
