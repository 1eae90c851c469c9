import FolioBase
import FolioModel
import FolioOutput

extension SitePages {
    /// The search page: `search.js` reads `search/index.js`, which the template names, and then
    /// only the parts of the index a query needs (see `SearchIndex`).
    package func searchPage(_ page: PageContext) -> Page {
        Page(path: page.path, template: "search", view: SearchView(plural: strings.plural))
    }
}
