import FolioCore
import FolioServe
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// Runs builds for `folio serve`: one at a time, a moment after the last change (changes that
/// come together make one rebuild), telling open pages the result. The moment is shorter when
/// every file changed was closed after writing, moved into place or removed: its writer is done.
actor Rebuilder {
    static let quietPeriod: Duration = .milliseconds(150)
    static let settledQuietPeriod: Duration = .milliseconds(20)

    let command: SiteOptions
    let site: URL
    let cwd: URL
    let console: Console
    let hub: ReloadHub
    /// Counts the changes heard: a rebuild waits out its quiet moment and runs only if no
    /// change came meanwhile.
    private var changes = 0
    /// The loaded sources, the theme and the rendered Markdown, kept in memory from one rebuild to the next.
    private let memory = BuildMemory()
    /// Told the data files each build read, so it watches them wherever they are.
    private var watcher: ChangeWatcher?
    /// Whether a build has succeeded: until then there is no site to keep serving.
    private var served = false

    init(command: SiteOptions, site: URL, cwd: URL, console: Console, hub: ReloadHub) {
        self.command = command
        self.site = site
        self.cwd = cwd
        self.console = console
        self.hub = hub
    }

    /// Rebuilds after `quietPeriod` (`settledQuietPeriod` when the change is `settled`) without another change.
    func schedule(settled: Bool = false) {
        changes += 1
        let change = changes
        Task {
            try? await Task.sleep(for: settled ? Self.settledQuietPeriod : Self.quietPeriod)
            await rebuild(after: change)
        }
    }

    /// From now on, `watcher` hears of the data files each build reads.
    func follow(with watcher: ChangeWatcher) {
        self.watcher = watcher
    }

    private func rebuild(after change: Int) async {
        guard change == changes else { return }
        _ = await rebuild()
    }

    /// What a build left: where the site is, the data files it read, and whether it succeeded.
    struct Outcome {
        let output: URL
        let dataFiles: [URL]
        let succeeded: Bool
    }

    /// Builds once; nil when the settings themselves are unusable.
    func rebuild() async -> Outcome? {
        let options: BuildOptions
        do {
            options = try command.options(config: try ConfigLoader.load(siteFolder: site), site: site, cwd: cwd)
        } catch {
            let message = (error as? FolioError)?.description ?? "error: \(error)"
            console.error(message)
            await hub.send(.failure(message))
            return nil
        }
        let result = SiteBuild.run(options, memory: memory)
        let problems = BuildSummary.problemLines(result.diagnostics)
        for line in problems { console.error(line) }
        if result.succeeded {
            served = true
            if result.filesWritten + result.filesRemoved > 0 {
                console.info("Built \(result.pageCount) pages into \(options.outputDisplayPath)\(BuildSummary.changesSuffix(result))\(BuildSummary.warningsSuffix(result.diagnostics)).")
                for line in BuildSummary.stepTimes(result) { console.detail(line) }
                await hub.send(.reload)
            } else if await hub.isShowingFailure {
                // The input is back to what the last good site was built from (an undo, a copy of
                // the old file): that site is current again, and the pages drop the error.
                console.info("\(options.outputDisplayPath) is up to date again: the input is as the last good build read it.")
                await hub.send(.reload)
            }
        } else if !served {
            console.error("Build failed: \(BuildSummary.counts(result.diagnostics)); \(options.outputDisplayPath) was left as it was.")
        } else {
            console.error("Rebuild failed: \(BuildSummary.counts(result.diagnostics)); still serving the last good site.")
            await hub.send(.failure(problems.joined(separator: "\n")))
        }
        let dataFiles = result.dataFiles.map(\.url)
        await watcher?.watch(sources: dataFiles)
        return Outcome(output: options.outputFolder, dataFiles: dataFiles, succeeded: result.succeeded)
    }
}
