/// What a template renders: the page's view, with the `LayoutValues` every page has behind it.
/// A name the view has wins.
struct PageEnvelope: TemplateView {
    let view: TemplateView?
    let layout: LayoutValues

    init(view: TemplateView?, page: PageContext, site: SiteInfo) {
        self.view = view
        self.layout = LayoutValues(page: page, site: site)
    }

    func typedChild(named name: String) -> TemplateValue? {
        view?.typedChild(named: name) ?? layout.typedChild(named: name)
    }

    static var templateNames: [String: Any.Type] { LayoutValues.templateNames }
}
