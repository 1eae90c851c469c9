import ArgumentParser
import FolioCore
import Foundation

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
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
            Foundation.exit(0)
        } catch let code as ExitCode {
            Foundation.exit(code.rawValue)
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                exit(withError: error)
            }
            FileHandle.standardError.write(Data((fullMessage(for: error) + "\n").utf8))
            Foundation.exit(code == .failure ? 1 : 2)
        }
    }
}
