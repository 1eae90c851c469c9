import FolioMustache
import FolioBase
import FolioModel
import FolioOutput

/// A value as templates read it, told by its kind (FolioMustache's `MustacheValue`, PATCHES.md,
/// patch 6): text, a flag, a number, a nested view or a list of views, so rendering a name costs
/// no cast. A view's `TemplateFields` table makes each of its names one, chosen when compiling
/// from the type its reader returns.
package typealias TemplateValue = MustacheValue

extension MustacheValue {
    /// A value of a type not known when compiling, told by casts.
    package static func of(any value: Any) -> TemplateValue {
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
package protocol TemplateViewArray {
    var typedItems: any MustacheTypedSequence { get }
}

extension Array: TemplateViewArray where Element: TemplateView {
    package var typedItems: any MustacheTypedSequence { TemplateViews(views: self) }
}

/// A section's views, each handed over as it is reached (the array is not copied).
package struct TemplateViews<View: TemplateView>: MustacheTypedSequence {
    package let views: [View]

    package var count: Int { views.count }
    package func item(at index: Int) -> TemplateValue { .parent(views[index]) }
}
