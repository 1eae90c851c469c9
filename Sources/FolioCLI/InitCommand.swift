import ArgumentParser
import FolioCore
import Foundation

/// `folio init DIR`: a new site that builds at once.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a new site: folio.yml and a small memo plist and book database in Content/.",
        discussion: """
            DIR must be new or empty. Then `cd DIR && folio build` writes the site into DIR/Output.

            Examples:
              folio init my-notes
              folio init my-notes --with-templates
            """
    )

    @Argument(help: "The folder to create the site in.")
    var folder: String

    @Flag(help: "Also copy the default theme into DIR/Templates, to edit.")
    var withTemplates = false

    func run() throws {
        let cwd = URL(fileURLWithPath: FileManager().currentDirectoryPath, isDirectory: true)
        do {
            try SiteStarter.create(at: URL(fileURLWithPath: folder, isDirectory: true, relativeTo: cwd), withTemplates: withTemplates)
        } catch let problem as FolioError {
            Console().error(problem.description)
            throw ExitCode.failure
        }
        print("Created a site in \(folder). Build it with: cd \(folder) && folio build")
    }
}
