import Foundation

/// The "render pages" stage: the search index's shards (each staged as soon as it is full, or
/// linked from the last output when its records did not change),
/// the theme's assets, the files beside the data that records link and the covers staged; then
/// every page of the model rendered with the templates into the staging folder, a batch at a
/// time (each page written as soon as it is rendered, so no build holds all its HTML), each
/// batch's links checked (`LinkChecker`) against every file the build stages, so no build holds
/// every page's links either. A page whose print is the one the last build gave it is not
/// rendered: its file is linked from the last output (`LastPages`).
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

    /// For the link checker's messages: the output folder's name, and the files beside the data.
    let outputName: String
    let linkedFiles: LinkedFiles?

    func render(diagnostics: inout Diagnostics) throws -> RenderedSite {
        let siteMap = pages.model.siteMap
        let jobs = siteMap.jobs
        let renderer = PageRenderer(site: pages, templates: templates, prints: prints)
        let unchanged = last.outputs
        try output.beginStaging()
        let writer = output.stagingWriter()
        var site = RenderedSite()
        // The search index first: a shard whose print is unchanged is linked from the last output.
        try writer.makeFolders(for: [SearchIndex.shardPath(0)])
        let search = try SearchIndex(site: pages, shardBytes: searchShardBytes).writeShards(
            workers: workers, carry: { last.carry($0, print: $1, link: writer.carry)?.output }
        ) { shard in
            try output.stage([shard], unchanged: unchanged)[PathBytes(shard.path.description)] ?? Fingerprint(shard.data)
        }
        (site.files, site.pagePrints, site.searchShardsMade, site.searchMeasures) = (search.files, search.prints, search.encoded, search.measures)
        site.files.merge(try stageFilesBesidePages(writer: writer, unchanged: unchanged, diagnostics: &diagnostics)) { _, new in new }
        var paths = jobs.map(siteMap.path(for:))
        try writer.makeFolders(for: paths)
        // Room for every page at once: growing a table hashes its paths again, and a path
        // that is not ASCII is hashed through Unicode normalisation.
        site.files.reserveCapacity(site.files.count + paths.count)
        site.pagePrints.reserveCapacity(jobs.count)
        // The link checker's table of every file, and whether the files are the last build's,
        // are made while the first batch renders (the first batch's links wait for them).
        let checking = Background { [paths, staged = Array(site.files.keys), outputName, linkedFiles] () -> (checker: LinkChecker, all: Bool) in
            var everyFile = Set(paths.map { PathBytes($0.description) })
            everyFile.formUnion(staged)
            // When files came or went, a carried page's links may lead elsewhere than they did.
            let checkAll = everyFile.count != unchanged.count || !everyFile.allSatisfy { unchanged[$0] != nil }
            return (LinkChecker(files: everyFile, outputName: outputName, linkedFiles: linkedFiles), checkAll)
        }
        // Only the paths' text is kept (the pages make their paths again as they are rendered):
        // the paths go once the checker's table is made (a million of them are 100 MB).
        paths = []
        for start in stride(from: 0, to: jobs.count, by: Self.batch) {
            let done = renderer.render(
                jobs[start..<min(jobs.count, start + Self.batch)], workers: workers,
                carry: { last.carry($0, print: $1, link: writer.carry) }
            ) {
                try writer.stage($0, unchanged: unchanged)
            }
            for failure in done.failures { diagnostics.report(failure) }
            let (checker, checkAll) = checking.value
            site.add(try checkLinks(of: done.pages, checker: checker, all: checkAll, writer: writer))
            Self.record(done.prints, files: &site.files, prints: &site.pagePrints)
            pageProgress?(site.pageCount, jobs.count)
        }
        return site
    }

    /// Adds a batch's files and prints to the site's two tables, one table on each of two
    /// threads: each insert hashes a path's bytes.
    private static func record(_ batch: [(path: PathBytes, output: Fingerprint, print: Fingerprint)], files: inout PathPrints, prints: inout PathPrints) {
        withUnsafeMutablePointer(to: &files) { files in
            withUnsafeMutablePointer(to: &prints) { prints in
                DispatchQueue.concurrentPerform(iterations: 2) { table in
                    if table == 0 {
                        for (path, output, _) in batch { files.pointee[path] = output }
                    } else {
                        for (path, _, print) in batch { prints.pointee[path] = print }
                    }
                }
            }
        }
    }

    /// The theme's assets, the files beside the data that records link, and the covers; by path,
    /// with their fingerprints.
    private func stageFilesBesidePages(writer: StagingWriter, unchanged: PathPrints, diagnostics: inout Diagnostics) throws -> PathPrints {
        var files: PathPrints = [:]
        let assets = theme.assets.map { OutputFile(path: PagePath($0.relativePath), data: Data($0.text.utf8)) }
        files.merge(try output.stage(assets, unchanged: unchanged, workers: workers)) { _, new in new }
        // Files beside the data, one at a time: only one is held in memory.
        try writer.makeFolders(for: pages.model.linkedFiles.map(\.path))
        for linked in pages.model.linkedFiles {
            do {
                let data = try RegularFile(url: linked.source, location: SourceLocation(file: linked.displayPath)).read(limit: ReadLimits.dataFile)
                files[PathBytes(linked.path.description)] = try writer.stage(OutputFile(path: linked.path, data: data), unchanged: unchanged)
            } catch let error as FolioError {
                diagnostics.report(error)
            }
        }
        // Covers, from the cover cache, one at a time.
        try writer.makeFolders(for: Array(pages.covers.files.keys))
        for (path, cached) in pages.covers.files.sorted(by: { $0.key < $1.key }) {
            let data = try RegularFile(url: cached, location: SourceLocation(file: cached.path)).read(limit: ReadLimits.dataFile)
            files[PathBytes(path.description)] = try writer.stage(OutputFile(path: path, data: data), unchanged: unchanged)
        }
        return files
    }

    /// The pages with their link problems found, and their links and texts let go. A carried
    /// page has its links read from its file and checked again when it had problems last time,
    /// or when `all` (see `RenderedPage.linksKnownGood`).
    private func checkLinks(of pages: [RenderedPage], checker: LinkChecker, all: Bool, writer: StagingWriter) throws -> [RenderedPage] {
        let checked = Parallel.mapInChunks(pages.count, workers: workers, chunk: 32) { index -> Result<RenderedPage, Error> in
            Result {
                var page = pages[index]
                if !page.rendered {
                    guard all || !page.linksKnownGood else { return page }
                    page.links = RenderedPage.links(in: try writer.staged(page.path))
                    page.linksKnownGood = false
                }
                page.problems = checker.problems(of: page)
                page.links = []
                page.markdown = []
                return page
            }
        }
        return try checked.map { try $0.get() }
    }
}
