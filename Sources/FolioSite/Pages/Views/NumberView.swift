import FolioBase
import FolioModel
import FolioOutput

/// A figure with what it counts: `12` `books finished`.
package struct NumberView: Sendable, TemplateFields {
    package let value: String
    package let label: String
}
