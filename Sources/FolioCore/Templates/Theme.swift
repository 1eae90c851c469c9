import Foundation

/// The templates and assets a build uses: the default theme, with any file of the site's own
/// `Templates/` folder replacing the default of the same name (or adding a new partial or asset).
struct Theme: Sendable {
    var files: [String: ThemeFile]

    init(files: [ThemeFile]) {
        self.files = Dictionary(files.map { ($0.relativePath, $0) }, uniquingKeysWith: { _, last in last })
    }

    static var defaultTheme: Theme {
        Theme(files: DefaultTheme.files.map {
            ThemeFile(relativePath: $0.key, text: $0.value, displayPath: "default theme: \($0.key)")
        })
    }

    var templates: [ThemeFile] { files.values.filter(\.isTemplate).sorted { $0.relativePath < $1.relativePath } }
    var assets: [ThemeFile] { files.values.filter { !$0.isTemplate && !$0.isStrings }.sorted { $0.relativePath < $1.relativePath } }
}
