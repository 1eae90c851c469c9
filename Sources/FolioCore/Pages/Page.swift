/// One page to render: where it goes, which template renders it, and the values it shows.
public struct Page: @unchecked Sendable {
    public var path: PagePath
    public var template: String
    /// A view value (`IndexView`, `MemoView`, …) the template reads by property name.
    public var view: Any
    /// The HTML rendered from the record's Markdown, so links written there can be told apart
    /// from links the templates made.
    public var markdownHTML: [String]
    /// The record the page shows, if one.
    public var source: SourceLocation?

    public init(path: PagePath, template: String, view: Any, markdownHTML: [String] = [], source: SourceLocation? = nil) {
        self.path = path
        self.template = template
        self.view = view
        self.markdownHTML = markdownHTML
        self.source = source
    }
}
