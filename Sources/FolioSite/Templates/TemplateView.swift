import FolioMustache
import FolioBase
import FolioModel
import FolioOutput

/// A value templates read by name: its `TemplateFields` table names what a template can use.
package protocol TemplateView: Sendable, MustacheTypedParent {
    /// The value of `name` as templates read it, told by its kind (`TemplateValue`).
    func typedChild(named name: String) -> TemplateValue?
    /// Every name `typedChild(named:)` answers, with the type its value is declared as.
    static var templateNames: [String: Any.Type] { get }
}
