import ArgumentParser
import FolioCore
import Foundation
import FolioBase
import FolioModel
import FolioStores
import FolioLoading
import FolioOutput
import FolioSite

/// `folio`: the root command.
public struct FolioCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "folio",
        abstract: "Publish memo-app notebooks and book-app reading lists as a static HTML site.",
        version: Folio.version,
        subcommands: [BuildCommand.self, ServeCommand.self, InitCommand.self],
        defaultSubcommand: BuildCommand.self
    )

    public init() {}

    /// Exit codes: 0 success, 1 the build failed, 2 the command line is wrong.
    public static func runMain(_ arguments: [String]? = nil) async -> Never {
        let arguments = arguments ?? Array(CommandLine.arguments.dropFirst())
        let command: ParsableCommand
        do {
            command = try parseAsRoot(arguments)
        } catch {
            if let slip = misspelledCommand(in: arguments) {
                FileHandle.standardError.write(Data("Error: Unknown command '\(slip.written)'. Did you mean '\(slip.meant)'?\n  See 'folio --help' for the commands.\n".utf8))
                Foundation.exit(2)
            }
            report(error)
        }
        do {
            var command = command
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            report(error)
        }
    }

    private static func report(_ error: Error) -> Never {
        let code = exitCode(for: error)
        if code == .success {
            exit(withError: error)
        }
        FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
        Foundation.exit(code == .failure ? 1 : 2)
    }

    /// `folio biuld`: a first word that is no command but one slip from one. (Without this it
    /// would be taken as an argument to the default command, `build`, and called unexpected.)
    private static func misspelledCommand(in arguments: [String]) -> (written: String, meant: String)? {
        guard let first = arguments.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.map { $0._commandName }
        guard !names.contains(first), let meant = ClosestName.to(first, among: names) else { return nil }
        return (first, meant)
    }
}
