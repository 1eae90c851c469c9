import FolioMarkdown
import Foundation

/// A site build: load → model → render → write, as named steps, each taking the value the one
/// before it returned:
///
///     check output folder   OutputFolder, OutputLock → the output's lock (refuses an output it may
///                                                     not replace, or one another build is writing)
///     find content          ContentDiscovery        → [DataFile]
///     check memento         MementoCheck            → fingerprints; stops here when nothing changed
///     redo an edited memo   DetailEdit              → stops here when one memo's text alone changed,
///                                                     after redoing its page and search shard
///     load content          ContentLoader           → loaded sources, SiteContent
///     load templates        Theme, TemplateLibrary  → the parsed templates
///     build model           SiteModel.build         → SiteModel (texts rendered once, tags, orders, site map)
///     make covers           CoverMaker              → CoverSet (thumbnails, cached by content hash)
///     render pages          SiteRenderer            → RenderedSite (files staged, each page's links checked
///                                                     by a LinkChecker as its batch is done)
///     check links           RenderedSite            → the link problems reported, page by page
///     write output          OutputFolder, Memento   → the output swapped into place
public enum SiteBuild {
    public static let steps: [BuildStep] = [
        .checkOutputFolder, .findContent, .checkMemento, .redoEditedMemo, .loadContent, .loadTemplates,
        .buildModel, .makeCovers, .renderPages, .checkLinks, .writeOutput,
    ]

    /// Builds the site `options` describe; the result holds every problem found.
    /// `pageProgress` hears how many pages are rendered, of how many, after each batch.
    /// A `session` keeps what the next build of the same site can use, in memory (`folio serve`).
    public static func run(
        _ options: BuildOptions, session: BuildSession? = nil, progress: @escaping (String) -> Void = { _ in },
        pageProgress: (@Sendable (Int, Int) -> Void)? = nil
    ) -> BuildResult {
        run(options, session: session, progress: progress, pageProgress: pageProgress, markdown: session?.markdown ?? MarkdownRenderer(highlighting: CodeHighlighter()))
    }

    /// As above, with the renderer every text goes through (a test counts its parses).
    static func run(
        _ options: BuildOptions, session: BuildSession? = nil, progress: @escaping (String) -> Void = { _ in },
        pageProgress: (@Sendable (Int, Int) -> Void)? = nil, markdown: MarkdownRenderer
    ) -> BuildResult {
        var runner = StepRunner(steps: steps, strict: options.strict, fallback: SourceLocation(file: options.siteFolder.path), progress: progress)
        let folder = OutputFolder(url: options.outputFolder, displayPath: options.outputDisplayPath)
        // Held until the build returns (a session's, until what it saves is saved).
        let outputLock = runner.run(.checkOutputFolder) { _ in
            try folder.checkReplaceable(siteFolder: options.siteFolder, inputs: options.inputPaths, force: options.force)
            return try session?.lockOutput(folder) ?? OutputLock.take(folder)
        }
        defer { withExtendedLifetime(outputLock) {} }
        let files = runner.run(.findContent) {
            ContentDiscovery(siteFolder: options.siteFolder, sources: options.sources, homeFolder: options.homeFolder).dataFiles(diagnostics: &$0)
        } ?? []
        var memento = runner.run(.checkMemento) { diagnostics in
            for (url, reason) in session?.takeUnsaved() ?? [] {
                var problem = FolioError(.warning, at: SourceLocation(file: url.path), reason)
                problem.ofThisProcess = true
                diagnostics.report(problem)
            }
            return try MementoCheck(options: options, dataFiles: files, remembered: session?.lastMemento(for: folder.url))
        }
        if let memento, memento.upToDate, let previous = memento.previous {
            runner.replay(previous.warnings.map(\.folioError))
            return BuildResult(
                succeeded: !runner.diagnostics.hasErrors, upToDate: true, diagnostics: runner.diagnostics, timings: runner.timings,
                dataFiles: files, sources: [], content: SiteContent(), pageCount: 0, files: [:], inputs: previous.sources)
        }
        if session == nil, let check = memento, check.previous != nil, let edited = redoEditedMemo(options, check: check, files: files, folder: folder, runner: &runner, markdown: markdown) {
            return edited
        }
        // Whether the output is still the memento's is read folder by folder (`OutputPatch`)
        // while the content loads; rendering waits for it.
        let lastOutput = memento?.previous
        let patching = Background { folder.patching(lastOutput) }
        let contentFolder = ContentDiscovery(siteFolder: options.siteFolder, sources: [], homeFolder: nil).contentFolder
        let links = LinkedFiles(bases: FileBase.bases(of: files, contentFolder: contentFolder), dataFiles: files)
        // The theme loads while the content does (its step reports what it found): it reads
        // nothing the content gives.
        let themePrints = options.useCache ? memento?.themePrints : nil
        let theme = Background { () -> (LoadedTheme, [FolioError]) in
            var diagnostics = Diagnostics()
            let load = { (diagnostics: inout Diagnostics) in LoadedTheme.load(siteFolder: options.siteFolder, language: options.language, diagnostics: &diagnostics) }
            // A session keeps the theme while the site's templates are unchanged.
            let loaded = session?.theme(language: options.language, prints: themePrints, diagnostics: &diagnostics, load: load) ?? load(&diagnostics)
            return (loaded, diagnostics.problems)
        }
        var withheld = 0
        var stores = Stores.inMemory()
        var lastTexts: TextCache?
        let loaded = runner.run(.loadContent) { diagnostics in
            let opening = try Stores.beside(options.outputFolder, locked: outputLock != nil, session: session, useCache: options.useCache, identity: TextCache.identity(of: markdown))
            // Whatever else fails, the texts' store is waited for: a failed build cuts it back.
            defer { if let (opened, last) = try? opening.stores() { (stores, lastTexts) = (opened, last) } }
            let loader = ContentLoader(workers: options.jobs, timeZone: options.timeZone)
            // A session keeps the files it loaded for the next build: their details stay in memory.
            var loaded = loader.loadAll(files, diagnostics: &diagnostics, reading: (options.useCache ? session : nil).map { [memento] session in
                { @Sendable file, diagnostics in try session.load(file, prints: memento?.prints(of: file), with: loader, diagnostics: &diagnostics) }
            }, detailStore: session == nil ? opening.details : nil, detailsInMemory: ContentLoader.detailsHeldInMemory, keepMemos: session != nil)
            (loaded.content, withheld) = options.publishing.published(loaded.content, markdown: markdown)
            _ = try opening.stores()
            return loaded
        }
        let templates = runner.run(.loadTemplates) { diagnostics in
            let (loaded, problems) = theme.value
            for problem in problems { diagnostics.report(problem) }
            return loaded
        }
        var model = loaded.flatMap { loaded in
            runner.run(.buildModel) { _ in
                SiteModel.build(loaded.content, bookOrder: options.bookOrder, paging: Paging(pageSize: options.pageSize),
                                withFeed: options.baseURL != nil, workers: options.jobs, markdown: markdown,
                                texts: lastTexts, store: stores.texts, links: links, timeZone: options.timeZone,
                                notes: options.useCache ? session?.notes : nil, books: options.useCache ? session?.books : nil)
            }
        }
        lastTexts = nil
        // The memo index is made from the model while the pages render (`EditIndex.Draft`).
        let indexing = session != nil ? nil : model.map { model in
            Background { [sources = loaded?.sources ?? [], prints = memento?.inputPrints ?? [:], shardBytes = options.searchShardBytes] in
                EditIndex.Draft(sources: sources, prints: prints, model: model, shardBytes: shardBytes)
            }
        }
        let covers = model.flatMap { model in
            runner.run(.makeCovers) { diagnostics in
                CoverMaker(cache: OutputSiblings(of: options.outputFolder).covers, workers: options.jobs).make(model.content.books, diagnostics: &diagnostics)
            }
        } ?? CoverSet()
        let output = patching.value
        var rendered = model.flatMap { model in
            templates.flatMap { loaded in
                runner.run(.renderPages) { diagnostics in
                    let pages = SitePages(
                        model: model, time: TimeDisplay(now: options.now, timeZone: options.timeZone),
                        site: SiteInfo(baseURL: options.baseURL, author: options.author),
                        siteTitle: options.siteTitle, language: options.language, strings: loaded.strings, covers: covers)
                    let site = try SiteRenderer(
                        pages: pages, templates: loaded.library, theme: loaded.theme, output: output,
                        last: LastPages(memento?.previous),
                        prints: PagePrints(templates: loaded.prints, options: options.outputFingerprint),
                        workers: options.jobs,
                        searchShardBytes: options.searchShardBytes, pageProgress: pageProgress,
                        outputName: options.outputFolder.lastPathComponent, linkedFiles: links
                    ).render(diagnostics: &diagnostics)
                    try stores.checkFailures()
                    return site
                }
            }
        }
        var pagesWithLinkWarnings: [String] = []
        if let rendered {
            runner.run(.checkLinks) { diagnostics in
                for page in rendered.pagesWithProblems {
                    for problem in page.problems { diagnostics.report(problem) }
                    pagesWithLinkWarnings.append(page.path.description)
                }
            }
        }
        let inputs = BuildReport.inputs(files: files, sources: loaded?.sources ?? [])
        var written = false
        if let rendered, let memento, let model {
            written = runner.run(.writeOutput) { diagnostics in
                session?.waitUntilSaved()
                let siblings = OutputSiblings(of: options.outputFolder)
                // The memento goes before the output it describes: no build may read it beside a newer one.
                try Memento.remove(at: siblings.memento)
                // The memo index goes with it. One left behind (a removal that failed) names an
                // output stamp no later build has, so no build uses it.
                try? FileManager().removeItem(at: siblings.edits)
                try output.commitStaging(keepingPrevious: true, written: rendered.files)
                if let session, FileManager().fileExists(atPath: output.previousURL.path) { session.remove(output.previousURL) }
                let window = TimeWindow.around(options.now, content: model.content, timeZone: options.timeZone)
                let saved = Memento(
                    options: options.outputFingerprint, inputs: memento.inputPrints,
                    linked: LinkedInput.of(model, outputs: rendered.files) + covers.sources, validFrom: window.from, validUntil: window.until,
                    stamp: OutputStamp.renew(output.url), outputs: FileManifest(rendered.files), warnings: diagnostics.warnings.filter { !$0.ofThisProcess }.map(BuildReport.Problem.init),
                    pages: FileManifest(rendered.pagePrints), pagesWithLinkWarnings: pagesWithLinkWarnings.sorted(), sources: inputs)
                if let session {
                    session.keep(saved, texts: model.texts, at: siblings, holding: outputLock)
                    return true
                }
                // The replaced output is removed while the memento and the texts are saved: the
                // one is many small unlinks, the others a few big writes.
                let edits = { () throws -> Void in
                    // No index when the site has none to keep, or the output has no stamp to name.
                    guard let stamp = saved.stamp, let index = indexing?.value?.encoded(with: rendered) else { return }
                    try index.write(to: siblings.edits, stamp: stamp)
                }
                let saves: [() throws -> Void] = [output.removePrevious, { try saved.write(to: siblings.memento) }, { try model.texts.write(to: siblings.texts, finishing: stores.texts) }, edits]
                let failures = Parallel.map(saves.count, workers: options.jobs) { index -> Error? in
                    do { try saves[index]() } catch { return error }
                    return nil
                }
                if let error = failures[0] {
                    // Without a memento the next build runs in full and tries the removal again.
                    try? Memento.remove(at: siblings.memento)
                    throw error
                }
                if failures[1] != nil {
                    diagnostics.warn(at: SourceLocation(file: siblings.memento.path), "the build memento could not be saved; the next build will be a full one")
                }
                if failures[2] != nil {
                    diagnostics.warn(at: SourceLocation(file: siblings.texts.path), "the rendered texts could not be saved; the next build will render every text again")
                }
                if failures[3] != nil {
                    diagnostics.warn(at: SourceLocation(file: siblings.edits.path), "the memo index could not be saved; the next build will be a full one")
                }
                return true
            } ?? false
        }
        let succeeded = written && !runner.diagnostics.hasErrors
        // A build refused the lock leaves the staging folder to the build that holds it.
        if !succeeded, outputLock != nil { output.discardStaging() }
        stores.texts.abandon()
        var result = BuildResult(
            succeeded: succeeded, upToDate: false, diagnostics: runner.diagnostics, timings: runner.timings,
            dataFiles: files, sources: loaded?.sources ?? [], content: model?.content ?? loaded?.content ?? SiteContent(),
            pageCount: rendered?.pageCount ?? 0, files: succeeded ? rendered?.files ?? [:] : [:], inputs: inputs)
        result.renderedPages = rendered?.renderedPaths ?? []
        result.searchShardsMade = rendered?.searchShardsMade ?? []
        result.bookMatches = loaded?.matches ?? []
        result.withheldByRules = withheld
        result.coverImagesMade = covers.imagesMade
        result.coverImagesCached = covers.imagesCached
        // The last memento, the model and the rendered pages' tables are let go of on another
        // thread: freeing them took 5-8 ms of a serve rebuild, before the reload.
        BackgroundRelease.release(&memento, leaving: nil)
        BackgroundRelease.release(&model, leaving: nil)
        BackgroundRelease.release(&rendered, leaving: nil)
        return result
    }
}
