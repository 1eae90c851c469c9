import ArgumentParser
import FolioCore
import FolioServe
import Foundation

/// `folio serve`: build, serve the output, rebuild when the site changes, reload open pages.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Build the site, serve it, and rebuild and reload open pages whenever its data, templates or folio.yml change.",
        discussion: """
            Content/, Templates/ and folio.yml are watched, and so is the folder of every data file \
            named in `sources`, with what lies under it (covers, media). \
            Each rebuild renders the whole site again, taking the data files, templates and rendered \
            texts that did not change from memory; a page reloads only after the changed files are all \
            written. A rebuild \
            that fails keeps the last good site and shows its error over the open pages until the input \
            is fixed. The reload script is added to the pages as they are served, never to the files. \
            The site options are those of `folio build`.

            Examples:
              folio serve
              folio serve --port 8080 --host 0.0.0.0 --site ~/notes
              folio serve --verbose        (each rebuild's files written and step times)
            """
    )

    @Option(help: "The port to listen on (0: any free port, which is then printed).")
    var port: Int = 8000

    @Option(help: "The address to listen on (127.0.0.1 serves this machine only).")
    var host: String = "127.0.0.1"

    @OptionGroup(title: "Site options")
    var site: SiteOptions

    @Flag(name: .shortAndLong, help: "Also print, after each build, how long each step took.")
    var verbose = false

    func run() async throws {
        let cwd = URL(fileURLWithPath: FileManager().currentDirectoryPath, isDirectory: true)
        let siteURL = URL(fileURLWithPath: site.site, isDirectory: true, relativeTo: cwd)
        let console = Console(verbosity: site.quiet ? .quiet : verbose ? .verbose : .normal)
        let hub = ReloadHub()
        let rebuilder = Rebuilder(command: site, site: siteURL, cwd: cwd, console: console, hub: hub)
        // The first build must succeed, and says what `folio build` says when it does not: there is
        // no last good site to serve.
        guard let first = await rebuilder.rebuild(), first.succeeded else { throw ExitCode.failure }
        let output = first.output
        let watcher = ChangeWatcher(siteFolder: siteURL, outputFolder: output, sources: first.dataFiles) { _, settled in
            Task { await rebuilder.schedule(settled: settled) }
        }
        let how = watcher.start()
        await rebuilder.follow(with: watcher)
        do {
            let server = try SiteServer(outputFolder: output, hub: hub, host: host, port: port)
            let stops = StopSignals {
                Task {
                    await hub.close()
                    await server.stop()
                }
            }
            defer { withExtendedLifetime(stops) {} }
            try await server.run { bound in
                console.info("Serving \(output.lastPathComponent) at http://\(host):\(bound)/ (watching with \(how); Ctrl-C stops)")
            }
        } catch {
            let text = "\(error)"
            if text.contains("Address already in use") || text.contains("EADDRINUSE") {
                console.error("error: port \(port) on \(host) is already in use; choose another with --port")
            } else {
                console.error("error: cannot serve at http://\(host):\(port)/: \(text)")
            }
            throw ExitCode.failure
        }
        console.info("Stopped.")
    }
}
