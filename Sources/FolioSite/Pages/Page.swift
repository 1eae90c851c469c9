import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

/// One page to render: where it goes, which template renders it, and the values it shows.
package struct Page: Sendable {
    package var path: PagePath
    package var template: String
    /// A view value (`IndexView`, `MemoView`, …) the template reads by property name.
    package var view: any TemplateView
    /// The record's Markdown as rendered, so the links written there can be told apart from
    /// the links the templates made and named as written (dropped once the page is rendered).
    package var markdown: [RenderedText]
    /// What is wrong with the page's links (filled in when it is rendered).
    package var linkProblems: [FolioError] = []
    /// The record the page shows, if one.
    package var source: SourceLocation?

    package init(path: PagePath, template: String, view: any TemplateView, markdown: [RenderedText] = [], source: SourceLocation? = nil) {
        self.markdown = markdown
        self.path = path
        self.template = template
        self.view = view
        self.source = source
    }
}
