import FolioBase
import FolioModel
import FolioOutput

/// A step of a breadcrumb trail: a name, linked when there is a page to go to.
package struct TrailStepView: Sendable, TemplateFields {
    package let name: String
    package let href: String?
}
