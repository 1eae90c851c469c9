import Foundation

extension DetailEdit {
    /// The search shard holding `memo` with its record made of `text`, and every record's
    /// measure; nil when the shards would split otherwise, or the shard in the output is not the
    /// one the last build wrote (by its fingerprint and its print).
    func searchShard(of memo: EditIndex.Memo, text: StoredText, index: EditIndex.Stored, memento: Memento)
        -> (shard: (file: OutputFile, print: Fingerprint)?, measure: SearchIndex.Measure)? {
        guard memo.account < index.accounts.count else { return nil }
        let record = SearchRecord(
            title: memo.title, url: memo.path, kind: .memo, by: index.accounts[memo.account].title, tags: memo.tags.joined(separator: " "),
            date: memo.createTime.dateText, parts: [.stored(text)])
        var measures = index.measures
        guard memo.rank < measures.count else { return nil }
        let old = measures[memo.rank]
        measures[memo.rank] = record.measured()
        if measures[memo.rank] == old { return (nil, old) }
        let shards = SearchShard.split(measures.map(\.count), within: index.shardBytes)
        guard shards == SearchShard.split(index.measures.map(\.count), within: index.shardBytes),
              let number = shards.firstIndex(where: { $0.contains(memo.rank) }) else { return nil }
        let ranks = shards[number]
        let path = SearchIndex.shardPath(number)
        let key = PathBytes(path.description)
        let more = number + 1 < shards.count
        guard memento.pages.prints[key] == SearchIndex.shardPrint(number, more: more, hashes: index.measures[ranks].map(\.hash)),
              let written = memento.outputs.prints[key],
              let last = try? RegularFile(url: options.outputFolder.appendingPathComponent(path.description), location: SourceLocation(file: path.description))
                .bytes(limit: ReadLimits.dataFile),
              Fingerprint(last) == written
        else { return nil }
        // The records stand one a line after the shard's head: "\n" before the first, ",\n" before each other.
        var start = SearchShard.headCount(number)
        for rank in ranks.lowerBound..<memo.rank { start += (rank == ranks.lowerBound ? 1 : 2) + index.measures[rank].count }
        start += memo.rank == ranks.lowerBound ? 1 : 2
        let encoded = record.encoded()
        guard encoded.count == measures[memo.rank].count, start + old.count <= last.count else { return nil }
        let bytes = last[..<start] + encoded + last[(start + old.count)...]
        return ((OutputFile(path: path, data: Data(bytes)), SearchIndex.shardPrint(number, more: more, hashes: measures[ranks].map(\.hash))), measures[memo.rank])
    }

    /// `memo`'s page with `text` for its body, rendered with the site's theme, and its print;
    /// nil when loading the theme finds any problem or the page's links have any. (The same
    /// templates had none in the last build, which had no warnings: their names are not checked again.)
    func page(of memo: EditIndex.Memo, text: StoredText, index: EditIndex.Stored, memento: Memento) -> (OutputFile, Fingerprint)? {
        var problems = Diagnostics()
        let theme = LoadedTheme.load(siteFolder: options.siteFolder, language: options.language, checkingNames: false, diagnostics: &problems)
        guard problems.problems.isEmpty else { return nil }
        func target(_ slot: Int?) -> MemoPageInputs.Target?? {
            guard let slot else { return .some(nil) }
            return index.memo(slot).map { MemoPageInputs.Target(title: $0.title, path: $0.path) }
        }
        let backlinks = memo.backlinks.compactMap { target($0) ?? nil }
        guard memo.account < index.accounts.count, let previous = target(memo.previous), let next = target(memo.next), backlinks.count == memo.backlinks.count
        else { return nil }
        let inputs = MemoPageInputs(
            path: memo.path, title: memo.title, createTime: memo.createTime, modified: memo.modified, source: memo.source, body: text,
            account: index.accounts[memo.account], previous: previous, next: next, tags: memo.tagPages, backlinks: backlinks)
        let site = SiteInfo(baseURL: options.baseURL, author: options.author)
        func context(_ path: PagePath) -> PageContext {
            PageContext(path: path, siteTitle: options.siteTitle, language: options.language, strings: theme.strings)
        }
        let print = PagePrints(templates: theme.prints, options: options.outputFingerprint).print(of: inputs, layout: SitePages.layoutPrint(context(SitePages.nowhere), site: site))
        let page = inputs.page(context(memo.path), time: TimeDisplay(now: options.now, timeZone: options.timeZone))
        guard let html = try? Data(theme.library.renderUTF8(PageEnvelope(view: page.view as? TemplateView, page: context(page.path), site: site), with: page.template))
        else { return nil }
        let checker = LinkChecker(files: Set(memento.outputs.prints.keys), outputName: options.outputFolder.lastPathComponent)
        let rendered = RenderedPage(path: page.path, template: page.template, source: page.source, markdown: page.markdown, links: RenderedPage.links(in: html))
        guard checker.problems(of: rendered).isEmpty else { return nil }
        return (OutputFile(path: page.path, data: html), print)
    }
}
