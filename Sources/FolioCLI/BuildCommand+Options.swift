import ArgumentParser
import FolioCore
import Foundation

extension BuildCommand {
    /// The build's options: each command-line option over the same setting of `folio.yml`, over
    /// the default.
    func options(config: SiteConfig, site: URL, cwd: URL) throws -> BuildOptions {
        let zone = config.timezone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
        let clock = try BuildClock(option: now, environment: ProcessInfo.processInfo.environment, timeZone: zone)
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd) }
            ?? config.output.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: site) }
        var options = BuildOptions(
            siteFolder: site, outputFolder: outputURL, now: clock.now, timeZone: clock.timeZone,
            force: force, strict: strict, jobs: jobs, useCache: !noCache,
            bookOrder: bookOrder ?? config.bookOrder ?? .app,
            pageSize: pageSize ?? config.pageSize ?? Paging.defaultPageSize,
            baseURL: baseURL ?? config.baseURL)
        options.siteTitle = config.title ?? options.siteTitle
        options.language = config.language ?? options.language
        options.author = config.author
        options.sources = config.sources
        options.homeFolder = FileManager.default.homeDirectoryForCurrentUser
        return options
    }
}
