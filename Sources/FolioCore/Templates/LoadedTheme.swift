import Foundation

/// The "load templates" stage's value: the theme's files, its templates parsed and checked
/// against the views (`TemplateNameCheck`), and its interface strings in the site's language.
struct LoadedTheme: Sendable {
    let theme: Theme
    let library: TemplateLibrary
    let strings: InterfaceStrings
    /// Each template's print with the partials it reaches, made once with the theme (a session
    /// keeps the theme, and with it these, while its files are unchanged).
    let prints: TemplatePrints

    /// `checkingNames: false` for a build that knows the same files had no problems last time
    /// (`DetailEdit`): the check reads every template against every view.
    static func load(siteFolder: URL, language: String, checkingNames: Bool = true, diagnostics: inout Diagnostics) -> LoadedTheme {
        let theme = Theme.forSite(siteFolder, diagnostics: &diagnostics)
        let library = TemplateLibrary(theme: theme, diagnostics: &diagnostics)
        let strings = InterfaceStrings.load(language: language, theme: theme, diagnostics: &diagnostics)
        if checkingNames {
            var names = TemplateNameCheck(theme: theme, unparsed: library.unparsed, strings: Set(strings.values.keys))
            for problem in names.check() { diagnostics.report(problem) }
        }
        return LoadedTheme(theme: theme, library: library, strings: strings, prints: TemplatePrints(theme: theme))
    }
}
