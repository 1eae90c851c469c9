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
        let index: EditIndex
        /// The file's new print, the changed span's number and what it is now.
        let filePrint: Fingerprint
        let span: Int
        let newSpan: EditIndex.Span
        let page: OutputFile
        let pagePrint: Fingerprint
        /// The search shard holding the memo, when its record changed, with its new print.
        let shard: (file: OutputFile, print: Fingerprint)?
        let measures: [SearchIndex.Measure]
    }

    /// The edit's plan, or nil when it is not one this step can redo alone.
    func plan() -> Plan? {
        let siblings = OutputSiblings(of: options.outputFolder)
        guard options.useCache, let memento = check.previous, memento.warnings.isEmpty, memento.pagesWithLinkWarnings.isEmpty,
              let stamp = memento.stamp, OutputStamp.of(options.outputFolder) == stamp,
              let index = EditIndex.read(from: siblings.edits), index.stamp == stamp, index.shardBytes == options.searchShardBytes,
              let file = dataFiles.first(where: { $0.displayPath == index.file }), let print = check.inputPrints[index.file],
              memento.inputs[index.file] == index.filePrint, print != index.filePrint
        else { return nil }
        // Every other input and option as the last build had them, and the same time window.
        var inputs = check.inputPrints
        inputs[index.file] = index.filePrint
        guard memento.isCurrent(inputs: inputs, options: options.outputFingerprint, now: options.now), memento.linked.allSatisfy(\.isUnchanged),
              let bytes = try? RegularFile(url: file.url, location: file.location).bytes(limit: ReadLimits.propertyList), Fingerprint(bytes) == print,
              let (span, range) = index.changedSpan(in: bytes), let slot = index.spans[span].memo
        else { return nil }
        let old = index.memos[slot]
        let gap = index.spans[span].gap
        guard range.count > gap, bytes.withUnsafeBytes({ XXH64.hash(UnsafeRawBufferPointer(rebasing: $0[range.lowerBound..<range.lowerBound + gap])) }) == index.spans[span].gapHash,
              let memo = Self.memo(Array(bytes[range.lowerBound + gap..<range.upperBound]), file: file, at: old.source),
              memo.title == old.title, memo.createTime == old.createTime, memo.modified == old.modified, memo.bodyHTML == nil, memo.tags.isEmpty,
              old.linksOnlyOut, options.baseURL == nil || old.rank >= SitePages.feedMemos
        else { return nil }
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
        guard !linksElsewhere, TagIndex.names(of: written) == old.tags, StoredText.hash(text.summary) == old.summaryHash,
              let search = searchShard(of: old, text: text, index: index, memento: memento),
              let (page, pagePrint) = page(of: old, text: text, index: index, memento: memento)
        else { return nil }
        // The output holds exactly the last build's files, or it is staged whole by the full build.
        let output = folder.patching(memento)
        guard output.patch != nil else { return nil }
        let newSpan = EditIndex.Span(bytes, from: range.lowerBound, gapEnd: range.lowerBound + gap, to: range.upperBound, memo: slot)
        return Plan(memento: memento, output: output, index: index, filePrint: print, span: span, newSpan: newSpan, page: page, pagePrint: pagePrint,
                    shard: search.shard, measures: search.measures)
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
