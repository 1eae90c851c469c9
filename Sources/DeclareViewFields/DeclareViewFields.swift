import Foundation
import PackagePlugin

/// Gives every view its `TemplateFields` table from its properties as it is built
/// (`ViewFieldsGenerator`), so each name a template reads is declared once.
@main
struct DeclareViewFields: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let views = target.sourceFiles(withSuffix: "swift").map(\.url).filter { $0.path.contains("/Views/") }
        let output = context.pluginWorkDirectoryURL.appending(path: "ViewFields.swift")
        return [
            .buildCommand(
                displayName: "Declaring the views' template names",
                executable: try context.tool(named: "ViewFieldsGenerator").url,
                arguments: [output.path] + views.map(\.path),
                inputFiles: views,
                outputFiles: [output])
        ]
    }
}
