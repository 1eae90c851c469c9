import FolioMustache

/// A `TemplateView` as swift-mustache reads it: the one place views meet the template engine.
/// Text goes to swift-mustache as `TemplateText` (one type check instead of several), nested
/// views and arrays of views are wrapped as they are reached, without copying the arrays.
struct MustacheView: MustacheParent {
    let view: TemplateView

    func child(named name: String) -> Any? {
        Self.wrap(view.value(named: name))
    }

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
