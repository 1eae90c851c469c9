import ArgumentParser
import FolioCore
import FolioServe
import Foundation
import UnixSignals
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

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
        let watcher = ChangeWatcher(siteFolder: siteURL, outputFolder: output, sources: first.dataFiles)
        let how = await watcher.start()
        await rebuilder.follow(with: watcher)
        do {
            let server = try SiteServer(outputFolder: output, hub: hub, host: host, port: port)
            // The server, the watcher and the stop signals run side by side; when the server ends,
            // the others are cancelled.
            try await withThrowingTaskGroup(of: Void.self) { group in
                group.addTask {
                    await watcher.run { _, settled in await rebuilder.schedule(settled: settled) }
                }
                group.addTask { try await Self.stop(server, hub: hub) }
                try await server.run { bound in
                    console.info("Serving \(output.lastPathComponent) at http://\(host):\(bound)/ (watching with \(how); Ctrl-C stops)")
                }
                group.cancelAll()
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

    /// On Ctrl-C or SIGTERM: open pages' event streams are closed, so the server's graceful
    /// shutdown does not wait on them, and the server stops; if it has still not ended three
    /// seconds later, the process exits.
    static func stop(_ server: SiteServer, hub: ReloadHub) async throws {
        for await _ in await UnixSignalsSequence(trapping: .sigint, .sigterm) {
            await hub.close()
            await server.stop()
            try await Task.sleep(for: .seconds(3))
            Foundation.exit(0)
        }
    }
}
