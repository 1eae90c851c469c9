extension SitePages {
    /// The search page: `search.js` reads the index's shards (see `SearchIndex`), the first
    /// named by the template, each later one by the script once the one before it is in.
    func searchPage(_ page: PageContext) -> Page {
        Page(path: page.path, template: "search", view: SearchView(plural: strings.plural))
    }
}
