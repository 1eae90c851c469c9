import FolioMustache

/// A value as templates read it, told by its kind (FolioMustache's `MustacheValue`, PATCHES.md,
/// patch 6): text, a flag, a number, a nested view or a list of views, so rendering a name costs
/// no cast. A view's `TemplateFields` table makes each of its names one, chosen when compiling
/// from the type its reader returns.
typealias TemplateValue = MustacheValue

extension MustacheValue {
    /// A value of a type not known when compiling, told by casts.
    static func of(any value: Any) -> TemplateValue {
        switch value {
        case let text as String: .text(text)
        case let html as HTMLText: html.templateValue
        case let bool as Bool: .bool(bool)
        case let number as Int: .number(number)
        case let nested as TemplateView: .parent(nested)
        case let views as TemplateViewArray: .sequence(views.typedItems)
        default: .other(value)
        }
    }
}

/// An array of views, read as a section's items.
protocol TemplateViewArray {
    var typedItems: any MustacheTypedSequence { get }
}

extension Array: TemplateViewArray where Element: TemplateView {
    var typedItems: any MustacheTypedSequence { TemplateViews(views: self) }
}

/// A section's views, each handed over as it is reached (the array is not copied).
struct TemplateViews<View: TemplateView>: MustacheTypedSequence {
    let views: [View]

    var count: Int { views.count }
    func item(at index: Int) -> TemplateValue { .parent(views[index]) }
}
