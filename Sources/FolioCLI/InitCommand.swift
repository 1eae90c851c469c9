import ArgumentParser
import FolioCore
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// `folio init DIR`: a new site that builds at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: folio.yml and a small memo plist and book database in Content/.",
        discussion: """
            The folder must be new or empty. Then `cd FOLDER && folio build` writes the site into \
            FOLDER/Output.

            With --from, the site reads books and notes where they are (a calibre library, \
            KOReader's statistics, Apple Books' folder, Apple Notes', Bear's or Joplin's database, \
            Safari's Bookmarks.plist, a folder holding any of them, or one such file), and is built \
            at once.

            Examples:
              folio init my-notes
              folio init my-notes --with-templates
              folio init reading --from "~/Calibre Library"
              folio init notes --from ~/.config/joplin-desktop
            """
    )

    @Argument(help: "The folder to create the site in.")
    var folder: String

    @Flag(help: "Also copy the default theme into FOLDER/Templates, to edit.")
    var withTemplates = false

    @Option(help: ArgumentHelp("Read books and notes from here: a calibre library, KOReader's statistics.sqlite3, Apple Books' folder, Apple Notes', Bear's or Joplin's database, Safari's Bookmarks.plist, or a folder holding them.", valueName: "path"))
    var from: String?

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager().currentDirectoryPath, isDirectory: true)
        let home: URL? = FileManager.default.homeDirectoryForCurrentUser  // as `build` reads `~/`
        let target = URL(fileURLWithPath: folder, isDirectory: true, relativeTo: cwd)
        do {
            if let from {
                let path = from.hasPrefix("~/") ? home.map { $0.appendingPathComponent(String(from.dropFirst(2))) } : URL(fileURLWithPath: from, relativeTo: cwd)
                guard let path else { throw FolioError(at: SourceLocation(file: from), "starts with ~, but no home folder is known") }
                try SiteStarter.create(at: target, from: path, homeFolder: home, withTemplates: withTemplates)
            } else {
                try SiteStarter.create(at: target, withTemplates: withTemplates)
            }
        } catch let problem as FolioError {
            Console().error(problem.description)
            throw ExitCode.failure
        }
        guard from != nil else {
            Console().info("Created a site in \(folder). Build it with: cd \(folder) && folio build")
            return
        }
        Console().info("Created a site in \(folder) reading \(from ?? ""); building it:")
        let build = try BuildCommand.parse(["--site", target.path])
        try build.run()
    }
}
