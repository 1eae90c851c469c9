extension SitePages {
    /// The search page: its script reads `search-index.js` (see `SearchIndex`).
    func searchPage(_ page: PageContext) -> Page {
        let view = LayoutOnlyView()
        return Page(path: page.path, template: "search", view: view)
    }
}
