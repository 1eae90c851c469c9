/// One page to render: where it goes, which template renders it, and the values it shows.
public struct Page: @unchecked Sendable {
    public var path: PagePath
    public var template: String
    /// A view value (`IndexView`, `MemoView`, …) the template reads by property name.
    public var view: Any
    /// The `href` and `src` values written in the record's Markdown, so they can be told apart
    /// from the links the templates made.
    public var markdownLinks: [String]
    /// Every `href` and `src` value of the rendered page (filled in when it is rendered).
    public var links: [String] = []
    /// The record the page shows, if one.
    public var source: SourceLocation?

    public init(path: PagePath, template: String, view: Any, markdownHTML: [String] = [], source: SourceLocation? = nil) {
        self.markdownLinks = markdownHTML.flatMap { LinkScanner.links(in: Array($0.utf8)) }
        self.path = path
        self.template = template
        self.view = view
        self.source = source
    }
}
