import FolioMarkdown
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// A site build: load → model → render → write, as named steps, each taking values the ones
/// before it returned. Every build loads, models and renders everything; the output's files
/// whose bytes are the same are left as they were.
///
///     find content          ContentDiscovery  → [DataFile]
///     check output folder   OutputStaging     → the output's lock and staging folder (refuses an output
///                                               that is, holds or lies inside anything the build reads,
///                                               or one another build is writing)
///     load content          ContentLoader     → LoadedContent (each file's records; the site's content)
///     load templates        LoadedTheme       → the templates parsed and checked, the interface strings
///     build model           SiteModel.build   → SiteModel (texts rendered once, tags, orders, site map)
///     make covers           CoverMaker        → CoverSet (thumbnails staged, or kept from the output)
///     render pages          SiteRenderer      → RenderedSite (every file staged, each page's links checked)
///     check links           RenderedSite      → the link problems reported, page by page
///     write output          OutputStaging     → the changed files put in place, the others removed
public enum SiteBuild {
    public static let steps: [BuildStep] = [
        .findContent, .checkOutputFolder, .loadContent, .loadTemplates, .buildModel, .makeCovers, .renderPages, .checkLinks, .writeOutput,
    ]

    /// Builds the site `options` describe; the result holds every problem found. `memory`
    /// keeps what the next build of the same site can take again (`folio serve`);
    /// `pageProgress` hears how many pages are rendered, of how many, after each batch.
    public static func run(
        _ options: BuildOptions, memory: BuildMemory? = nil, progress: @escaping (String) -> Void = { _ in },
        pageProgress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> BuildResult {
        var runner = StepRunner(steps: steps, strict: options.strict, fallback: SourceLocation(file: options.siteFolder.path), progress: progress)
        let files = runner.run(.findContent) { options.discovery.dataFiles(diagnostics: &$0) } ?? []
        let staging = runner.run(.checkOutputFolder) { _ in try stagingFolder(options, reading: files) }
        defer { staging?.discard() }
        let loaded = runner.run(.loadContent) { load(files, options, staging: staging, memory: memory, diagnostics: &$0) }
        let theme = runner.run(.loadTemplates) { diagnostics in
            memory?.theme(siteFolder: options.siteFolder, language: options.language, diagnostics: &diagnostics)
                ?? LoadedTheme.load(siteFolder: options.siteFolder, language: options.language, diagnostics: &diagnostics)
        }
        let model = runner.run(.buildModel, loaded) { diagnostics, loaded in
            buildModel(loaded.content, files: files, options, strings: theme?.strings, memory: memory, diagnostics: &diagnostics)
        }
        let covers = runner.run(.makeCovers, model, staging) { diagnostics, model, staging in
            CoverMaker(staging: staging, workers: options.jobs).make(model.content.books, diagnostics: &diagnostics)
        }
        let rendered = runner.run(.renderPages, model, theme, covers, staging) { diagnostics, model, theme, covers, staging in
            try render(model, theme: theme, covers: covers, into: staging, options, files: files, pageProgress: pageProgress, diagnostics: &diagnostics)
        }
        runner.run(.checkLinks, rendered) { diagnostics, rendered in
            for page in rendered.pagesWithProblems { for problem in page.problems { diagnostics.report(problem) } }
        }
        let written = runner.run(.writeOutput, rendered, staging) { _, rendered, staging in
            try write(rendered, from: staging)
        }
        memory?.markdown.finishBuild()
        return result(runner, files: files, loaded: loaded, model: model, covers: covers, rendered: rendered, written: written)
    }
}
