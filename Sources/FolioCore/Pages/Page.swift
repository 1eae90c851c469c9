/// One page to render: where it goes, which template renders it, and the values it shows.
public struct Page: @unchecked Sendable {
    public var path: PagePath
    public var template: String
    /// A view value (`IndexView`, `MemoView`, …) the template reads by property name.
    public var view: Any
    /// The HTML of the record's Markdown, so the links written there can be told apart from
    /// the links the templates made (dropped once the page is rendered).
    public var markdownHTML: [String]
    /// What is wrong with the page's links (filled in when it is rendered).
    public var linkProblems: [FolioError] = []
    /// The record the page shows, if one.
    public var source: SourceLocation?

    public init(path: PagePath, template: String, view: Any, markdownHTML: [String] = [], source: SourceLocation? = nil) {
        self.markdownHTML = markdownHTML
        self.path = path
        self.template = template
        self.view = view
        self.source = source
    }
}
