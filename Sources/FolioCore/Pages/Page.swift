import FolioMarkdown

/// One page to render: where it goes, which template renders it, and the values it shows.
public struct Page: @unchecked Sendable {
    public var path: PagePath
    public var template: String
    /// A view value (`IndexView`, `MemoView`, …) the template reads by property name.
    public var view: Any
    /// The record's Markdown as rendered, so the links written there can be told apart from
    /// the links the templates made and named as written (dropped once the page is rendered).
    public var markdown: [RenderedMarkdown]
    /// What is wrong with the page's links (filled in when it is rendered).
    public var linkProblems: [FolioError] = []
    /// The record the page shows, if one.
    public var source: SourceLocation?

    public init(path: PagePath, template: String, view: Any, markdown: [RenderedMarkdown] = [], source: SourceLocation? = nil) {
        self.markdown = markdown
        self.path = path
        self.template = template
        self.view = view
        self.source = source
    }
}
