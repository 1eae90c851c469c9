/// One file of a theme: a Mustache template (`*.mustache`) or an asset copied to the output.
public struct ThemeFile: Sendable, Equatable {
    /// Relative to the theme folder, e.g. `index.mustache` or `style.css`.
    public var relativePath: String
    public var text: String
    /// How messages name it: `Templates/index.mustache`, or `default theme: index.mustache`.
    public var displayPath: String

    public init(relativePath: String, text: String, displayPath: String) {
        self.relativePath = relativePath
        self.text = text
        self.displayPath = displayPath
    }

    public static let templateExtension = ".mustache"

    public var isTemplate: Bool { relativePath.hasSuffix(Self.templateExtension) }

    /// The name partials and pages use: the path without `.mustache`.
    public var templateName: String { String(relativePath.dropLast(Self.templateExtension.count)) }
}
