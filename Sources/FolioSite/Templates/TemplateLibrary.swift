import FolioMustache
import FolioBase
import FolioModel
import FolioOutput

/// A theme's templates, parsed, ready to render pages. Parse errors name the template file,
/// line and column; all of them are reported, not only the first.
package struct TemplateLibrary: Sendable {
    package let library: MustacheLibrary
    /// The same templates compiled for views (FolioMustache patch 6).
    package let typed: MustacheTypedLibrary
    /// The names of the templates that did not parse (each reported).
    private(set) var unparsed: Set<String> = []

    package init(theme: Theme, diagnostics: inout Diagnostics) {
        var library = MustacheLibrary()
        for file in theme.templates {
            do {
                library.register(try MustacheTemplate(string: file.text), named: file.templateName)
            } catch let error as MustacheTemplate.ParserError {
                // A section left open is reported where it opens, not at the end of the file.
                var location = SourceLocation(file: file.displayPath, line: error.context.lineNumber, column: error.context.columnNumber + 1)
                var reason = Self.explain(error.error)
                if case .expectedSectionEnd = error.error as? MustacheTemplate.Error, let open = TemplateSections.unclosed(in: file.text) {
                    location = SourceLocation(file: file.displayPath, line: open.line, column: open.column)
                    reason = "the section {{\(open.tag)\(open.name)}} opened here is never closed"
                }
                diagnostics.report(FolioError(at: location, "template does not parse: \(reason)"))
                unparsed.insert(file.templateName)
            } catch {
                unparsed.insert(file.templateName)
                diagnostics.report(FolioError(at: SourceLocation(file: file.displayPath), "template does not parse", cause: error))
            }
        }
        self.library = library
        self.typed = MustacheTypedLibrary(library)
    }

    /// Renders `view` with the template called `name`, as the UTF-8 bytes a page is written as:
    /// typed (FolioMustache patch 6) unless the template needs the untyped renderer, which gives
    /// the same text.
    package func renderUTF8(_ view: TemplateView, with name: String) throws -> [UInt8] {
        if let bytes = typed.renderUTF8(view, withTemplate: name) { return bytes }
        guard let text = library.render(view, withTemplate: name) else {
            throw FolioError(at: SourceLocation(file: "Templates/\(name)\(ThemeFile.templateExtension)"), "template is missing")
        }
        return Array(text.utf8)
    }

    package static func explain(_ error: Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect: return "a closing tag does not match the open section"
        case .unfinishedName: return "a tag is not closed"
        case .expectedSectionEnd: return "a section is not closed"
        case .invalidSetDelimiter: return "a set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection: return "a transform is applied to an inheritance section"
        case .illegalTokenInsideInheritSection: return "an inheritance section holds a tag it cannot hold"
        case .textInsideInheritSection: return "an inheritance section holds text outside its blocks"
        case .invalidConfigVariableSyntax: return "a configuration tag is malformed"
        case .unrecognisedConfigVariable: return "a configuration tag names an unknown setting"
        case nil: return "it is not valid Mustache"
        }
    }
}
