import Foundation

extension BuildStep {
    public static let renderPages = BuildStep("render pages") { context in
        guard let templates = context.templates else { return }
        let time = TimeDisplay(now: context.options.now, timeZone: context.options.timeZone)
        let tags = TagIndex.build(context.content, workers: context.options.jobs)
        let site = SitePages(
            content: context.content, time: time, tags: tags, bookOrder: context.options.bookOrder,
            paging: Paging(pageSize: context.options.pageSize), site: SiteInfo(baseURL: context.options.baseURL))
        let rendered = PageRenderer(site: site, templates: templates).render(workers: context.options.jobs)
        for failure in rendered.failures { context.diagnostics.report(failure) }
        context.pages = rendered.pages
        let searchIndex = OutputFile(path: SearchIndex.path, data: SearchIndex.script(for: site, workers: context.options.jobs))
        context.files = (rendered.files + [searchIndex] + context.theme.assets.map {
            OutputFile(path: PagePath($0.relativePath), data: Data($0.text.utf8))
        }).sorted { $0.path < $1.path }
    }

    public static let checkLinks = BuildStep("check links") { context in
        let checker = LinkChecker(files: context.files, outputName: context.options.outputFolder.lastPathComponent)
        for problem in checker.check(context.pages, workers: context.options.jobs) {
            context.diagnostics.report(problem)
        }
    }
}
