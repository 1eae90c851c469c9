import FolioMarkdown
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// What each step of `SiteBuild.run` does, where it takes more than a call.
extension SiteBuild {
    /// Refuses an output folder the build may not write (see `OutputFolder.checkReplaceable`: none
    /// that is, holds or lies inside anything the build reads), then takes its lock and makes the
    /// staging folder beside it.
    package static func stagingFolder(_ options: BuildOptions, reading files: [DataFile]) throws -> OutputStaging {
        let output = OutputFolder(url: options.outputFolder, displayPath: options.outputDisplayPath)
        try output.checkReplaceable(siteFolder: options.siteFolder, inputs: options.inputPaths(files), force: options.force)
        return try OutputStaging.begin(output)
    }

    /// Every data file loaded (or, with `memory`, taken as last loaded when unchanged) and
    /// joined, without what folio.yml keeps private.
    package static func load(_ files: [DataFile], _ options: BuildOptions, staging: OutputStaging?, memory: BuildMemory?, diagnostics: inout Diagnostics) -> LoadedContent {
        let loader = ContentLoader(stores: options.stores, workers: options.jobs, timeZone: options.timeZone, copies: staging?.copies)
        var loaded = loader.loadAll(files, diagnostics: &diagnostics, reading: memory?.reading(with: loader))
        (loaded.content, loaded.withheldByRules) = options.publishing.published(loaded.content, markdown: MarkdownRenderer())
        return loaded
    }

    /// `strings`: the theme's, for what a link to a file that is not published says (none when the
    /// templates failed to load: then nothing is written).
    package static func buildModel(_ content: SiteContent, files: [DataFile], _ options: BuildOptions, strings: InterfaceStrings?, memory: BuildMemory?, diagnostics: inout Diagnostics) -> SiteModel {
        SiteModel.build(
            content, bookOrder: options.bookOrder, paging: Paging(pageSize: options.pageSize), withFeed: options.baseURL != nil, workers: options.jobs,
            texts: TextRenderer(markdown: memory?.renderer ?? MarkdownRenderer(highlighting: CodeHighlighter()), cache: memory?.markdown),
            links: options.linkedFiles(files, unpublishedNote: strings?.text("file_not_published") ?? ""), timeZone: options.timeZone,
            diagnostics: &diagnostics)
    }

    package static func render(
        _ model: SiteModel, theme: LoadedTheme, covers: CoverSet, into staging: OutputStaging, _ options: BuildOptions, files: [DataFile],
        pageProgress: (@Sendable (Int, Int) -> Void)?, diagnostics: inout Diagnostics
    ) throws -> RenderedSite {
        let pages = SitePages(
            model: model, time: TimeDisplay(now: options.now, timeZone: options.timeZone), site: SiteInfo(baseURL: options.baseURL, author: options.author),
            siteTitle: options.siteTitle, language: options.language, strings: theme.strings, covers: covers, homeOrder: options.homeOrder)
        return try SiteRenderer(
            pages: pages, templates: theme.library, theme: theme.theme, staging: staging, workers: options.jobs, searchChunkBytes: options.searchChunkBytes,
            pageProgress: pageProgress, outputName: options.outputFolder.lastPathComponent, linkedFiles: options.linkedFiles(files)
        ).render(diagnostics: &diagnostics)
    }

    /// Puts the changed files in place and removes the rest.
    package static func write(_ rendered: RenderedSite, from staging: OutputStaging) throws -> (written: Int, removed: Int) {
        try staging.commit(made: rendered.files)
    }

    package static func result(
        _ runner: StepRunner, files: [DataFile], loaded: LoadedContent?, model: SiteModel?, covers: CoverSet?, rendered: RenderedSite?,
        written: (written: Int, removed: Int)?
    ) -> BuildResult {
        let succeeded = written != nil && !runner.diagnostics.hasErrors
        var result = BuildResult(
            succeeded: succeeded, diagnostics: runner.diagnostics, timings: runner.timings, dataFiles: files, sources: loaded?.sources ?? [],
            content: model?.content ?? loaded?.content ?? SiteContent(), pageCount: rendered?.pageCount ?? 0,
            files: succeeded ? rendered?.files ?? [] : [], inputs: BuildReport.inputs(files: files, sources: loaded?.sources ?? []))
        result.filesWritten = written?.written ?? 0
        result.filesRemoved = written?.removed ?? 0
        result.bookMatches = loaded?.matches ?? []
        result.withheldByRules = loaded?.withheldByRules ?? 0
        result.coverImagesMade = covers?.imagesMade ?? 0
        result.coverImagesKept = covers?.imagesKept ?? 0
        return result
    }
}
