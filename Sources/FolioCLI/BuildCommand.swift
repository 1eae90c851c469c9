import ArgumentParser
import FolioCore
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// `folio build`: Content/ and Templates/ of a site become an HTML tree.
struct BuildCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into its output folder.",
        discussion: """
            Reads every *.plist, *.sqlite, *.sqlite3 and *.db under <site>/Content, renders it with the \
            templates (the site's Templates/ over the default theme) and, only when the whole build \
            succeeds, writes into the output folder the files whose bytes changed and removes those no \
            longer made; every other file is left as it was. Settings may also come from \
            <site>/folio.yml; options given here win.

            Exit status: 0 built (warnings allowed), 1 the build failed, 2 the command line is wrong.

            Examples:
              folio build
              folio build --site ~/notes --output ~/public --now 2026-11-21T09:30
              folio build --strict --report build.json        (CI: fail on warnings, keep a JSON report)
              folio build --book-order author --page-size 30 --base-url https://example.org/notes/
              folio build --jobs 1 --force --quiet             (single-threaded, quietly)
              folio build --verbose                            (what each file held, each step's time)
            """
    )

    @OptionGroup(title: "Site options")
    var site: SiteOptions

    @Flag(name: .shortAndLong, help: "Also print what each data file held and how long each step took.")
    var verbose = false

    @Option(help: ArgumentHelp("Write a JSON report of the build (inputs, pages, problems, step times) to this file.", valueName: "file"))
    var report: String?

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager().currentDirectoryPath, isDirectory: true)
        let siteURL = URL(fileURLWithPath: site.site, isDirectory: true, relativeTo: cwd)
        let console = Console(verbosity: site.quiet ? .quiet : verbose ? .verbose : .normal)
        let started = Date()
        let config: SiteConfig
        do {
            config = try ConfigLoader.load(siteFolder: siteURL)
        } catch let problem as FolioError {
            console.error(problem.description)
            console.error("Build failed: \(ConfigLoader.fileName) cannot be used; the output was left as it was.")
            throw ExitCode.failure
        }
        let options = try site.options(config: config, site: siteURL, cwd: cwd)
        let result = SiteBuild.run(options, progress: { console.progress($0) }, pageProgress: { done, total in
            console.progress("      rendered \(done) of \(total) pages", transient: true)
        })
        if console.isTerminal { console.progress("", transient: true) }
        if options.baseURL == nil, result.succeeded {
            console.info("info: no --base-url, so no Atom feed or sitemap.xml: they need absolute links")
        }
        for source in result.sources {
            let withheld = source.withheld.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }
            console.detail("read \(source.file.displayPath): \(source.kinds.map(\.name).joined(separator: ", ")), \(source.memoCount) memos, \(source.bookCount) books"
                + (source.readingListCount > 0 ? ", \(source.readingListCount) reading list items" : "")
                + (withheld.isEmpty ? "" : "; never published: " + withheld.joined(separator: ", ")))
        }
        if result.withheldByRules > 0 {
            console.detail("kept private by \(ConfigLoader.fileName): \(result.withheldByRules) note\(result.withheldByRules == 1 ? "" : "s")")
        }
        for match in result.bookMatches {
            let verb = match.rule == .ambiguous ? "left apart (ambiguous: same title and author twice in one file)" : "merged by \(match.rule.rawValue)"
            console.detail("book \"\(match.title)\" \(verb): \(match.records.joined(separator: "; "))")
        }
        for line in BuildSummary.stepTimes(result) { console.detail(line) }
        for line in BuildSummary.problemLines(result.diagnostics) {
            console.error(line)
        }
        let reportWritten = report.map { writeReport(result, to: URL(fileURLWithPath: $0, relativeTo: cwd), console: console) } ?? true
        guard result.succeeded else {
            console.error("Build failed: \(BuildSummary.counts(result.diagnostics)); \(options.outputDisplayPath) was left as it was.")
            throw ExitCode.failure
        }
        let took = console.isTerminal ? String(format: " in %.2f s", Date().timeIntervalSince(started)) : ""
        if result.coverImagesMade > 0 {
            // Covers are the one slow part of a first build; later builds keep the ones the output has.
            let coverTime = console.isTerminal ? result.coverSeconds.map { String(format: " in %.2f s", $0) } ?? "" : ""
            let kept = result.coverImagesKept > 0 ? " (\(result.coverImagesKept) more were in the output already)" : ""
            console.info("Made \(result.coverImagesMade) cover image\(result.coverImagesMade == 1 ? "" : "s")\(coverTime)\(kept); later builds keep them.")
        }
        console.info("Built \(result.pageCount) pages (\(result.fileCount) files) into \(options.outputDisplayPath)\(BuildSummary.changesSuffix(result))\(BuildSummary.warningsSuffix(result.diagnostics))\(took).")
        // Exit here, with the build's pages still in memory: freeing them one by one takes
        // longer than the operating system needs to drop the whole process.
        withExtendedLifetime(result) { Foundation.exit(reportWritten ? 0 : 1) }
    }

    /// Writes the JSON report; a report that cannot be written is an error of its own (exit 1).
    private func writeReport(_ result: BuildResult, to url: URL, console: Console) -> Bool {
        do {
            try BuildReport(result).json().write(to: url, options: .atomic)
            return true
        } catch {
            console.error(FolioError(at: SourceLocation(file: report ?? url.path), "cannot write the build report", cause: error).description)
            return false
        }
    }
}
