import Yams
import FolioBase
import FolioModel
import FolioOutput

extension InterfaceStrings {
    package static func fileName(_ language: String) -> String { "strings.\(language).yml" }

    /// The default theme's English table.
    package static var english: InterfaceStrings {
        var unreported = Diagnostics()
        return load(language: "en", theme: .defaultTheme, diagnostics: &unreported)
    }

    /// The table for `language` (`zh-Hans` falls back to `zh`): the theme's file, with the keys of
    /// a site's own file of that name over the default theme's, and English under both. A key
    /// English has and the language lacks is a warning naming it; a language with no table at
    /// all is one warning.
    package static func load(language: String, theme: Theme, diagnostics: inout Diagnostics) -> InterfaceStrings {
        let english = table(for: "en", theme: theme, diagnostics: &diagnostics) ?? [:]
        let tag = language.lowercased()
        let candidates = [tag, String(tag.prefix { $0 != "-" && $0 != "_" })]
        guard let chosen = candidates.first(where: { layers(of: $0, in: theme).count > 0 }) else {
            diagnostics.warn(at: SourceLocation(file: "Templates/" + fileName(tag)),
                             "no interface strings for language \(language.quotedForMessage); the interface is in English")
            return InterfaceStrings(language: language, values: english)
        }
        guard chosen != "en" else { return InterfaceStrings(language: language, values: english) }
        let own = table(for: chosen, theme: theme, diagnostics: &diagnostics) ?? [:]
        for key in english.keys.sorted() where own[key] == nil {
            if key.hasSuffix("_one"), own[String(key.dropLast("_one".count)) + "_other"] != nil { continue }
            diagnostics.warn(at: SourceLocation(file: layers(of: chosen, in: theme).last!.displayPath),
                             "has no string \(key.quotedForMessage); the English one is used")
        }
        var values = english
        values.merge(own) { _, mine in mine }
        // A language with one form for every number: its `_other` serves for one too.
        for key in english.keys where key.hasSuffix("_one") && own[key] == nil {
            if let other = own[String(key.dropLast("_one".count)) + "_other"] { values[key] = other }
        }
        return InterfaceStrings(language: language, values: values)
    }

    /// The files of a language's table, the default theme's first, then the site's.
    private static func layers(of language: String, in theme: Theme) -> [ThemeFile] {
        let name = fileName(language)
        let site = theme.files[name].flatMap { $0.displayPath.hasPrefix("default theme") ? nil : $0 }
        let builtIn = DefaultTheme.files[name].map { ThemeFile(relativePath: name, text: $0, displayPath: "default theme: \(name)") }
        return [builtIn, site].compactMap { $0 }
    }

    private static func table(for language: String, theme: Theme, diagnostics: inout Diagnostics) -> [String: String]? {
        let files = layers(of: language, in: theme)
        guard !files.isEmpty else { return nil }
        var values: [String: String] = [:]
        for file in files {
            values.merge(parse(file, diagnostics: &diagnostics)) { _, later in later }
        }
        return values
    }

    /// A flat mapping of keys to text; anything else is an error naming the line.
    package static func parse(_ file: ThemeFile, diagnostics: inout Diagnostics) -> [String: String] {
        let node: Node?
        do {
            node = try Yams.compose(yaml: file.text)
        } catch let error as YamlError {
            diagnostics.report(YAMLProblem.error(error, in: file.text, file: file.displayPath))
            return [:]
        } catch {
            diagnostics.report(FolioError(at: SourceLocation(file: file.displayPath), "is not valid YAML"))
            return [:]
        }
        guard let node else { return [:] }
        guard let mapping = node.mapping else {
            diagnostics.report(FolioError(at: location(of: node, in: file), "should map each key to its text (key: text)"))
            return [:]
        }
        var values: [String: String] = [:]
        for (key, value) in mapping {
            guard let name = key.scalar?.string, let text = value.scalar?.string else {
                diagnostics.report(FolioError(at: location(of: value, in: file), "key \(key.scalar?.string.quotedForMessage ?? "?") should have one line of text as its value"))
                continue
            }
            values[name] = text
        }
        return values
    }

    private static func location(of node: Node, in file: ThemeFile) -> SourceLocation {
        SourceLocation(file: file.displayPath, line: node.mark?.line, column: node.mark?.column)
    }
}
