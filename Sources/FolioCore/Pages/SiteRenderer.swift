import Foundation

/// The "render pages" stage: every page of the model rendered with the templates into the
/// staging folder, a batch at a time (each page written as soon as it is rendered, so no build
/// holds all its HTML), then the search index's shards (each staged as soon as it is full), the
/// theme's assets, the files beside the data that records link, and the covers. A page whose
/// print is the one the last build gave it is not rendered: its file is linked from the last
/// output (`LastPages`).
struct SiteRenderer {
    /// Pages rendered and staged at a time, between progress reports.
    static let batch = 4096

    let pages: SitePages
    let templates: TemplateLibrary
    let theme: Theme
    let output: OutputFolder
    /// The last build's pages and files: a file whose bytes are the same is linked, not written again.
    let last: LastPages
    let prints: PagePrints
    let workers: Int
    /// The most a shard of the search index holds (see `SearchIndex`).
    var searchShardBytes = SearchIndex.defaultShardBytes
    let pageProgress: (@Sendable (Int, Int) -> Void)?

    func render(diagnostics: inout Diagnostics) throws -> RenderedSite {
        let siteMap = pages.model.siteMap
        let jobs = siteMap.jobs
        let renderer = PageRenderer(site: pages, templates: templates, prints: prints)
        let unchanged = last.outputs
        try output.beginStaging()
        let writer = output.stagingWriter()
        try writer.makeFolders(for: jobs.map(siteMap.path(for:)))
        var rendered: [RenderedPage] = []
        rendered.reserveCapacity(jobs.count)
        var files: [String: Fingerprint] = [:]
        var pagePrints: [String: Fingerprint] = [:]
        for start in stride(from: 0, to: jobs.count, by: Self.batch) {
            let done = renderer.render(
                jobs[start..<min(jobs.count, start + Self.batch)], workers: workers,
                carry: { last.carry($0, print: $1, link: writer.carry) }
            ) {
                try writer.stage($0, unchanged: unchanged)
            }
            for failure in done.failures { diagnostics.report(failure) }
            rendered += done.pages
            files.merge(done.prints) { _, new in new }
            pagePrints.merge(done.pagePrints) { _, new in new }
            pageProgress?(rendered.count, jobs.count)
        }
        try SearchIndex(site: pages, shardBytes: searchShardBytes).writeShards(workers: workers) { shard in
            files.merge(try output.stage([shard], unchanged: unchanged)) { _, new in new }
        }
        let assets = theme.assets.map { OutputFile(path: PagePath($0.relativePath), data: Data($0.text.utf8)) }
        files.merge(try output.stage(assets, unchanged: unchanged, workers: workers)) { _, new in new }
        // Files beside the data, one at a time: only one is held in memory.
        try writer.makeFolders(for: pages.model.linkedFiles.map(\.path))
        for linked in pages.model.linkedFiles {
            do {
                let data = try RegularFile(url: linked.source, location: SourceLocation(file: linked.displayPath)).read(limit: ReadLimits.dataFile)
                files[linked.path.description] = try writer.stage(OutputFile(path: linked.path, data: data), unchanged: unchanged)
            } catch let error as FolioError {
                diagnostics.report(error)
            }
        }
        // Covers, from the cover cache, one at a time.
        try writer.makeFolders(for: Array(pages.covers.files.keys))
        for (path, cached) in pages.covers.files.sorted(by: { $0.key < $1.key }) {
            let data = try RegularFile(url: cached, location: SourceLocation(file: cached.path)).read(limit: ReadLimits.dataFile)
            files[path.description] = try writer.stage(OutputFile(path: path, data: data), unchanged: unchanged)
        }
        try readLinksOfCarriedPages(&rendered, all: Set(files.keys) != Set(unchanged.keys), writer: writer)
        return RenderedSite(pages: rendered, files: files, pagePrints: pagePrints)
    }

    /// The links of the carried pages that are checked again (`all` when files came or went,
    /// and a carried page's links may lead elsewhere than they did), read from their files.
    private func readLinksOfCarriedPages(_ rendered: inout [RenderedPage], all: Bool, writer: StagingWriter) throws {
        let carried = rendered.indices.filter { !rendered[$0].rendered && (all || !rendered[$0].linksKnownGood) }
        let links = Parallel.mapInChunks(carried.count, workers: workers, chunk: 32) { index -> Result<[UInt8], Error> in
            Result { RenderedPage.links(in: try writer.staged(rendered[carried[index]].path)) }
        }
        for (index, links) in zip(carried, links) {
            rendered[index].links = try links.get()
            rendered[index].linksKnownGood = false
        }
    }
}
