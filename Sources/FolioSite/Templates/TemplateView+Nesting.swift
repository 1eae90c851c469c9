import FolioBase
import FolioModel
import FolioOutput

/// The view type a template finds under a name: the declared type itself, or the element of an
/// array or optional of views (a section over `[BookRowView]` or `PagerView?`).
package protocol TemplateWrapping {
    static var wrappedType: Any.Type { get }
}

extension Array: TemplateWrapping {
    package static var wrappedType: Any.Type { Element.self }
}

extension Optional: TemplateWrapping {
    package static var wrappedType: Any.Type { Wrapped.self }
}

package enum TemplateNesting {
    package static func view(in type: Any.Type) -> TemplateView.Type? {
        if let view = type as? TemplateView.Type { return view }
        if let wrapping = type as? TemplateWrapping.Type { return view(in: wrapping.wrappedType) }
        return nil
    }
}
