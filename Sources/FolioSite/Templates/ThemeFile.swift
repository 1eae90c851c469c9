import FolioBase
import FolioModel
import FolioOutput

/// One file of a theme: a Mustache template (`*.mustache`) or an asset copied to the output.
package struct ThemeFile: Sendable, Equatable {
    /// Relative to the theme folder, e.g. `index.mustache` or `style.css`.
    package var relativePath: String
    package var text: String
    /// How messages name it: `Templates/index.mustache`, or `default theme: index.mustache`.
    package var displayPath: String

    package init(relativePath: String, text: String, displayPath: String) {
        self.relativePath = relativePath
        self.text = text
        self.displayPath = displayPath
    }

    package static let templateExtension = ".mustache"

    package var isTemplate: Bool { relativePath.hasSuffix(Self.templateExtension) }
    /// `strings.<language>.yml`: interface text (see `InterfaceStrings`), not copied to the output.
    package var isStrings: Bool { relativePath.hasPrefix("strings.") && relativePath.hasSuffix(".yml") && !relativePath.contains("/") }

    /// The name partials and pages use: the path without `.mustache`.
    package var templateName: String { String(relativePath.dropLast(Self.templateExtension.count)) }
}
