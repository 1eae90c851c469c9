import Foundation
import PackagePlugin

/// Embeds the default theme, the package's top-level `Templates/`, into FolioCore as it is
/// built: `Templates/` is the theme's only copy, and a `folio` binary carries it wherever it goes.
@main
struct EmbedTheme: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let templates = context.package.directoryURL.appending(path: "Templates")
        let output = context.pluginWorkDirectoryURL.appending(path: "DefaultTheme+Files.swift")
        return [
            .buildCommand(
                displayName: "Embedding the default theme from Templates/",
                executable: try context.tool(named: "ThemeEmbedder").url,
                arguments: [templates.path, output.path],
                inputFiles: try themeFiles(in: templates),
                outputFiles: [output])
        ]
    }

    /// Every file the theme holds, so that editing, adding or removing one rebuilds the embedding.
    private func themeFiles(in folder: URL) throws -> [URL] {
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return [folder] + names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appending(path: $0) }
    }
}
