@testable import FolioMarkdown
@testable import FolioModel
@testable import FolioSite

extension Optional where Wrapped == RecordText {
    /// The safe HTML a page shows for this text; nil when it shows none.
    var pageHTML: String? {
        let html = TextRenderer(markdown: MarkdownRenderer()).render(self, destination: nil).text.html
        return html.isEmpty ? nil : html
    }
}
