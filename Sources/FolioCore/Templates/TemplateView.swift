/// A value templates read by name. `@TemplateValues` on a view struct writes `value(named:)`
/// from the struct's own properties, so the names a template can use come from the type.
protocol TemplateView: Sendable {
    func value(named name: String) -> Any?
}

/// Makes a struct a `TemplateView` whose names are its properties (stored or computed).
@attached(extension, conformances: TemplateView, names: named(value))
macro TemplateValues() = #externalMacro(module: "FolioViewMacros", type: "TemplateValuesMacro")
