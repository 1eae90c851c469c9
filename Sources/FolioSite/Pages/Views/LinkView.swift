import FolioBase
import FolioModel
import FolioOutput

/// The values templates read. Property names are the template's variable names (see README).
package struct LinkView: Sendable, TemplateFields {
    package let title: String
    package let href: String
}
