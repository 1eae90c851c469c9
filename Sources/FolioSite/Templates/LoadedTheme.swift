import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// The "load templates" stage's value: the theme's files, its templates parsed and checked
/// against the views (`TemplateNameCheck`), and its interface strings in the site's language.
package struct LoadedTheme: Sendable {
    package let theme: Theme
    package let library: TemplateLibrary
    package let strings: InterfaceStrings
    /// The default theme with the site's own `Templates/` over it.
    package static func load(siteFolder: URL, language: String, diagnostics: inout Diagnostics) -> LoadedTheme {
        load(siteFiles: ThemeFolder(siteFolder: siteFolder).files(diagnostics: &diagnostics), language: language, diagnostics: &diagnostics)
    }

    /// The default theme with `siteFiles` (the site's own `Templates/`) over it.
    package static func load(siteFiles: [ThemeFile], language: String, diagnostics: inout Diagnostics) -> LoadedTheme {
        var theme = Theme.defaultTheme
        for file in siteFiles { theme.files[file.relativePath] = file }
        let library = TemplateLibrary(theme: theme, diagnostics: &diagnostics)
        let strings = InterfaceStrings.load(language: language, theme: theme, diagnostics: &diagnostics)
        var names = TemplateNameCheck(theme: theme, unparsed: library.unparsed, strings: Set(strings.values.keys))
        for problem in names.check() { diagnostics.report(problem) }
        return LoadedTheme(theme: theme, library: library, strings: strings)
    }
}
