import Foundation

/// The steps of a site build, in order: load → model → render → write.
public enum SiteBuild {
    public static let steps: [BuildStep] = [
        BuildStep("check output folder", checksOnly: true) { context in
            try context.output.checkReplaceable(siteFolder: context.options.siteFolder, force: context.options.force)
        },
        BuildStep("find content", checksOnly: true) { context in
            context.dataFiles = ContentDiscovery(siteFolder: context.options.siteFolder).dataFiles(diagnostics: &context.diagnostics)
        },
        BuildStep("load content", checksOnly: true) { context in
            let loaded = ContentLoader().loadAll(context.dataFiles, diagnostics: &context.diagnostics)
            context.content = loaded.content
            context.sources = loaded.sources
        },
        BuildStep("load templates", checksOnly: true) { context in
            context.theme = try Theme.forSite(context.options.siteFolder)
            context.templates = TemplateLibrary(theme: context.theme, diagnostics: &context.diagnostics)
        },
        BuildStep("render pages") { context in
            guard let templates = context.templates else { return }
            let time = TimeDisplay(now: context.options.now, timeZone: context.options.timeZone)
            let site = SitePages(content: context.content, time: time)
            let rendered = PageRenderer(site: site, templates: templates).render(workers: context.options.jobs)
            for failure in rendered.failures { context.diagnostics.report(failure) }
            context.pages = rendered.pages
            context.files = (rendered.files + context.theme.assets.map {
                OutputFile(path: PagePath($0.relativePath), data: Data($0.text.utf8))
            }).sorted { $0.path < $1.path }
        },
        BuildStep("check links") { context in
            let checker = LinkChecker(files: context.files, outputName: context.options.outputFolder.lastPathComponent)
            let html = Dictionary(context.files.map { ($0.path, $0.data) }, uniquingKeysWith: { first, _ in first })
            let pages = context.pages
            let found = Parallel.map(pages.count, workers: context.options.jobs) { index in
                var diagnostics = Diagnostics()
                checker.check(pages[index], html: html[pages[index].path] ?? Data(), diagnostics: &diagnostics)
                return diagnostics.problems
            }
            for problem in found.joined() { context.diagnostics.report(problem) }
        },
        BuildStep("write output") { context in
            try context.output.publish(context.files)
        },
    ]

    /// Builds the site `options` describe; the result holds every problem found.
    public static func run(_ options: BuildOptions, progress: (String) -> Void = { _ in }) -> BuildResult {
        var context = BuildContext(options: options)
        let succeeded = BuildRunner(steps: steps).run(&context, progress: progress)
        return BuildResult(succeeded: succeeded, context: context)
    }
}
