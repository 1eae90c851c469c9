import FolioBase
import FolioModel
import FolioOutput

/// What a template renders: the page's view, with the `LayoutValues` every page has behind it.
/// A name the view has wins.
package struct PageEnvelope: TemplateView {
    package let view: TemplateView?
    package let layout: LayoutValues

    package init(view: TemplateView?, page: PageContext, site: SiteInfo) {
        self.view = view
        self.layout = LayoutValues(page: page, site: site)
    }

    package func typedChild(named name: String) -> TemplateValue? {
        view?.typedChild(named: name) ?? layout.typedChild(named: name)
    }

    package static var templateNames: [String: Any.Type] { LayoutValues.templateNames }
}
