import FolioMustache

/// A value templates read by name. `@TemplateValues` on a view struct writes `value(named:)`
/// from the struct's own properties, so the names a template can use come from the type.
protocol TemplateView: Sendable, MustacheTypedParent {
    func value(named name: String) -> Any?
    /// The same value as templates read it, told by its kind (`TemplateValue.of`).
    func typedChild(named name: String) -> TemplateValue?
    /// Every name `value(named:)` answers, with the type its value is declared as.
    static var templateNames: [String: Any.Type] { get }
}

/// Makes a struct a `TemplateView` whose names are its properties (stored or computed).
@attached(extension, conformances: TemplateView, names: named(value), named(typedChild), named(templateNames))
macro TemplateValues() = #externalMacro(module: "FolioViewMacros", type: "TemplateValuesMacro")
