import ArgumentParser
import FolioCore
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// The options `build` and `serve` share: everything that shapes the site and how it is built.
struct SiteOptions: ParsableArguments {
    @Option(help: "The site folder, holding Content/ and optionally Templates/ and folio.yml.")
    var site: String = "."

    @Option(help: "Where the site is written. (default: <site>/Output)")
    var output: String?

    @Option(help: ArgumentHelp(
        "The time lists are shown at, as yyyy-MM-ddTHH:mm in the site's time zone (UTC unless folio.yml sets timezone). (default: SOURCE_DATE_EPOCH when set, else the clock)",
        valueName: "yyyy-MM-ddTHH:mm"))
    var now: String?

    @Flag(help: "Replace an output folder that is not empty and was not written by Folio.")
    var force = false

    @Flag(help: "Treat warnings as errors: any warning fails the build.")
    var strict = false

    @Option(name: .customLong("book-order"), help: ArgumentHelp(
        "How the book list is ordered: app (the book app's order), title, author (grouped under author headings) or score.",
        valueName: "order"))
    var bookOrder: BookOrder?

    @Option(name: .customLong("page-size"), parsing: .unconditional, help: ArgumentHelp("Entries per page of every list (50 unless folio.yml sets page_size); longer lists get numbered pages.", valueName: "n"))
    var pageSize: Int?

    @Option(name: .customLong("base-url"), help: ArgumentHelp(
        "The address the site is published at, such as https://example.org/notes/. With it, an Atom feed (feed.xml) and sitemap.xml are written; without it they are skipped, since they need absolute links.",
        valueName: "url"))
    var baseURL: String?

    @Option(parsing: .unconditional, help: ArgumentHelp("Threads that render pages. (default: one per core)", valueName: "n"))
    var jobs: Int?

    @Flag(name: .shortAndLong, help: "Print only problems: no progress, no summary.")
    var quiet = false

    func validate() throws {
        if let pageSize, pageSize < 1 { throw ValidationError("--page-size must be a whole number of at least 1, not \(pageSize)") }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be a whole number of at least 1, not \(jobs)") }
        if let baseURL, let problem = ConfigLoader.webAddressProblem(baseURL) {
            throw ValidationError("--base-url \(baseURL.debugDescription) \(problem)")
        }
    }

    /// The build's options: each command-line option over the same setting of `folio.yml`, over
    /// the default.
    func options(config: SiteConfig, site: URL, cwd: URL) throws -> BuildOptions {
        let zone = config.timezone.flatMap(TimeZone.init(identifier:)) ?? TimeZone(identifier: "UTC")!
        let clock = try BuildClock(option: now, environment: ProcessInfo.processInfo.environment, timeZone: zone)
        let outputURL = output.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: cwd) }
            ?? config.output.map { URL(fileURLWithPath: $0, isDirectory: true, relativeTo: site) }
        var options = BuildOptions(
            siteFolder: site, outputFolder: outputURL, now: clock.now, timeZone: clock.timeZone,
            force: force, strict: strict, jobs: jobs,
            bookOrder: bookOrder ?? config.bookOrder ?? .app,
            pageSize: pageSize ?? config.pageSize ?? Paging.defaultPageSize,
            baseURL: baseURL ?? config.baseURL)
        options.siteTitle = config.title ?? options.siteTitle
        options.language = config.language ?? options.language
        options.author = config.author
        options.homeOrder = config.home ?? []
        options.sources = config.sources
        options.publishing = PublishingRules(config)
        options.homeFolder = FileManager.default.homeDirectoryForCurrentUser
        return options
    }
}
