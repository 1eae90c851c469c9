import FolioMustache

/// A `TemplateView` as swift-mustache reads it: the one place views meet the template engine.
/// Text goes to swift-mustache as `TemplateText` (one type check instead of several), nested
/// views and arrays of views are wrapped as they are reached, without copying the arrays.
struct MustacheView: MustacheParent {
    let view: TemplateView

    func child(named name: String) -> Any? {
        view.templateValue(named: name)
    }

    // A view's values by their declared type (`templateValue(named:)`), so the usual ones need
    // no cast: the casts in `wrap` were 2% of a build's CPU.
    static func wrapped(_ text: String) -> Any? { TemplateText(text) }
    static func wrapped(_ text: String?) -> Any? { text.map(TemplateText.init) }
    static func wrapped(_ html: StoredHTML) -> Any? { TemplateText(html.html) }
    static func wrapped(_ html: StoredHTML?) -> Any? { html.map { TemplateText($0.html) } }
    static func wrapped<View: TemplateView>(_ view: View) -> Any? { MustacheView(view: view) }
    static func wrapped<View: TemplateView>(_ view: View?) -> Any? { view.map { MustacheView(view: $0) } }
    static func wrapped<View: TemplateView>(_ views: [View]) -> Any? { MustacheViews(views: views) }
    /// Any other type, as `wrap` finds it (an optional's nil stays nil).
    static func wrapped<Value>(_ value: Value?) -> Any? { value.flatMap { wrap($0) } }
    static func wrapped<Value>(_ value: Value) -> Any? { wrap(value) }

    static func wrap(_ value: Any?) -> Any? {
        switch value {
        case let text as String: return TemplateText(text)
        case let stored as StoredHTML: return TemplateText(stored.html)
        case let nested as TemplateView: return MustacheView(view: nested)
        case let views as TemplateViewArray: return views.mustacheSequence
        default: return value
        }
    }
}

/// An array of views, read by swift-mustache as a section's items.
protocol TemplateViewArray {
    var mustacheSequence: Any { get }
}

extension Array: TemplateViewArray where Element: TemplateView {
    var mustacheSequence: Any { MustacheViews(views: self) }
}

struct MustacheViews<View: TemplateView>: MustacheSequence {
    let views: [View]

    func makeIterator() -> LazyMapSequence<[View], MustacheView>.Iterator {
        views.lazy.map { MustacheView(view: $0) }.makeIterator()
    }
}
