import FolioParallel
import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// The "render pages" stage: every file of the site made and staged (`OutputStaging`: a file
/// the output already holds byte for byte is left as it is). First the search index's files, the theme's assets and the files
/// beside the data that records link (the covers are staged already); then every page of the
/// model, a batch at a time, each page staged as soon as it is rendered (so no build holds all
/// its HTML) and each batch's links checked (`LinkChecker`) against every file of the site.
package struct SiteRenderer {
    /// Pages rendered and staged at a time, between progress reports.
    package static let batch = 4096

    package let pages: SitePages
    package let templates: TemplateLibrary
    package let theme: Theme
    package let staging: OutputStaging
    package let workers: Int
    /// The most a chunk of the search index's terms holds (see `SearchIndex`).
    package var searchChunkBytes: Int = SearchIndex.defaultChunkBytes
    package let pageProgress: (@Sendable (Int, Int) -> Void)?
    /// For the link checker's messages: the output folder's name, and the files beside the data.
    package let outputName: String
    package let linkedFiles: LinkedFiles?

    package init(pages: SitePages, templates: TemplateLibrary, theme: Theme, staging: OutputStaging, workers: Int, searchChunkBytes: Int = SearchIndex.defaultChunkBytes, pageProgress: (@Sendable (Int, Int) -> Void)?, outputName: String, linkedFiles: LinkedFiles?) {
        self.pages = pages
        self.templates = templates
        self.theme = theme
        self.staging = staging
        self.workers = workers
        self.searchChunkBytes = searchChunkBytes
        self.pageProgress = pageProgress
        self.outputName = outputName
        self.linkedFiles = linkedFiles
    }

    package func render(diagnostics: inout Diagnostics) throws -> RenderedSite {
        let siteMap = pages.model.siteMap
        let jobs = siteMap.jobs
        var files = try SearchIndex(site: pages, chunkBytes: searchChunkBytes).writeFiles(workers: workers) { try staging.stage($0) }
        files += try stageFilesBesidePages(diagnostics: &diagnostics)
        files += pages.covers.paths
        var site = RenderedSite()
        site.files = Set(files.map { PathBytes($0.description) })
        site.files.formUnion(jobs.map { PathBytes(siteMap.path(for: $0).description) })
        let checker = LinkChecker(files: site.files, outputName: outputName, linkedFiles: linkedFiles)
        let renderer = PageRenderer(site: pages, templates: templates)
        for start in stride(from: 0, to: jobs.count, by: Self.batch) {
            let done = renderer.render(jobs[start..<min(jobs.count, start + Self.batch)], workers: workers) { try staging.stage($0) }
            for failure in done.failures { diagnostics.report(failure) }
            site.add(checkLinks(of: done.pages, checker: checker))
            pageProgress?(site.pageCount, jobs.count)
        }
        return site
    }

    /// Stages the theme's assets and the files beside the data that records link (one at a
    /// time: only one is held in memory); returns their paths.
    private func stageFilesBesidePages(diagnostics: inout Diagnostics) throws -> [PagePath] {
        var paths: [PagePath] = []
        for asset in theme.assets {
            let file = OutputFile(path: PagePath(asset.relativePath), data: Data(asset.text.utf8))
            try staging.stage(file)
            paths.append(file.path)
        }
        for linked in pages.model.linkedFiles {
            do {
                let data = try RegularFile(url: linked.source, location: SourceLocation(file: linked.displayPath)).read(limit: ReadLimits.dataFile)
                try staging.stage(OutputFile(path: linked.path, data: data))
                paths.append(linked.path)
            } catch let error as FolioError {
                diagnostics.report(error)
            }
        }
        return paths
    }

    /// The pages with their link problems found, and their links and texts let go.
    private func checkLinks(of pages: [RenderedPage], checker: LinkChecker) -> [RenderedPage] {
        Parallel.mapInChunks(pages.count, workers: workers, chunk: 32) { index -> RenderedPage in
            var page = pages[index]
            page.problems = checker.problems(of: page)
            page.links = []
            page.markdown = []
            return page
        }
    }
}
