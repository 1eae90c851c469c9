import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// The templates and assets a build uses: the default theme, with any file of the site's own
/// `Templates/` folder replacing the default of the same name (or adding a new partial or asset).
package struct Theme: Sendable {
    package var files: [String: ThemeFile]

    package init(files: [ThemeFile]) {
        self.files = Dictionary(files.map { ($0.relativePath, $0) }, uniquingKeysWith: { _, last in last })
    }

    package static var defaultTheme: Theme {
        Theme(files: DefaultTheme.files.map {
            ThemeFile(relativePath: $0.key, text: $0.value, displayPath: "default theme: \($0.key)")
        })
    }

    package var templates: [ThemeFile] { files.values.filter(\.isTemplate).sorted { $0.relativePath < $1.relativePath } }
    package var assets: [ThemeFile] { files.values.filter { !$0.isTemplate && !$0.isStrings }.sorted { $0.relativePath < $1.relativePath } }
}
