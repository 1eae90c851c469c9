import Foundation

extension BuildStep {
    /// Pages rendered and staged at a time: a big site never holds all its HTML at once.
    static let renderBatch = 4096

    /// Renders every page into the staging folder, a batch at a time, then the search index and
    /// the theme's assets. Nothing reaches the output until `writeOutput`.
    public static let renderPages = BuildStep("render pages") { context in
        guard let templates = context.templates else { return }
        let time = TimeDisplay(now: context.options.now, timeZone: context.options.timeZone)
        let model = SiteModel.build(
            context.content, bookOrder: context.options.bookOrder, paging: Paging(pageSize: context.options.pageSize),
            withFeed: context.options.baseURL != nil, workers: context.options.jobs)
        let site = SitePages(
            model: model, time: time, site: SiteInfo(baseURL: context.options.baseURL, author: context.options.author),
            siteTitle: context.options.siteTitle, language: context.options.language)
        let jobs = model.siteMap.jobs
        let paths = jobs.map(model.siteMap.path(for:))
        let assets = context.theme.assets.map { OutputFile(path: PagePath($0.relativePath), data: Data($0.text.utf8)) }
        let links = LinkChecker(files: (paths + [SearchIndex.path] + assets.map(\.path)).map(\.description),
                                outputName: context.options.outputFolder.lastPathComponent)
        let renderer = PageRenderer(site: site, templates: templates, links: links)
        let unchanged = context.previous?.outputs.prints ?? [:]
        let workers = context.options.jobs
        try context.output.beginStaging()
        let writer = context.output.stagingWriter()
        try writer.makeFolders(for: paths)
        for start in stride(from: 0, to: jobs.count, by: renderBatch) {
            let rendered = renderer.render(jobs[start..<min(jobs.count, start + renderBatch)], workers: workers) {
                try writer.stage($0, unchanged: unchanged)
            }
            for failure in rendered.failures { context.diagnostics.report(failure) }
            context.pages += rendered.pages
            context.staged.merge(rendered.prints) { _, new in new }
            context.pageProgress?(context.pages.count, jobs.count)
        }
        let others = [OutputFile(path: SearchIndex.path, data: SearchIndex.script(for: site, workers: workers))] + assets
        context.staged.merge(try context.output.stage(others, unchanged: unchanged, workers: workers)) { _, new in new }
    }

    /// Reports what was found wrong with the links as the pages were rendered, in page order.
    public static let checkLinks = BuildStep("check links") { context in
        for problem in context.pages.lazy.flatMap(\.linkProblems) {
            context.diagnostics.report(problem)
        }
    }
}
