/// A value templates read by name. `@TemplateValues` on a view struct writes `value(named:)`
/// from the struct's own properties, so the names a template can use come from the type, and
/// `addPrint(to:)` from the same names, so a page's print covers all a template can read.
protocol TemplateView: ViewPrintable, Sendable {
    func value(named name: String) -> Any?
    /// The same value as the template engine reads it (`MustacheView.wrapped`).
    func templateValue(named name: String) -> Any?
    /// Every name `value(named:)` answers, with the type its value is declared as.
    static var templateNames: [String: Any.Type] { get }
}

/// Makes a struct a `TemplateView` whose names are its properties (stored or computed).
@attached(extension, conformances: TemplateView, names: named(value), named(templateValue), named(templateNames), named(addPrint))
macro TemplateValues() = #externalMacro(module: "FolioViewMacros", type: "TemplateValuesMacro")
