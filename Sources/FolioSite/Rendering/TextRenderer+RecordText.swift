import FolioHTML
import FolioMarkdown
import FolioBase
import FolioModel

extension TextRenderer {
    /// A book's text made safe HTML: Markdown rendered (its links through `destination`), a
    /// store's HTML through the sanitiser, an export's review in paragraphs; with the problem,
    /// naming where the text was read, when its HTML cannot be read and it is shown as plain text.
    package func render(_ text: RecordText?, destination: ((String) -> LinkDestination?)?) -> (text: RenderedText, problem: FolioError?) {
        switch text {
        case nil:
            return (.empty, nil)
        case .markdown(let markdown):
            guard !markdown.allSatisfy(\.isWhitespace) else { return (.empty, nil) }
            return (render(markdown, plainText: .max, destination: destination), nil)
        case .html(let html, let location):
            guard let safe = HTMLSanitizer.safeHTML(from: html) else {
                let problem = FolioError(.warning, at: location, "nests its HTML too deeply to read; it is shown as plain text")
                return (Self.safe(HTMLSanitizer.escapedText(html)), problem)
            }
            return (Self.safe(safe), nil)
        case .exportReview(let review, let markup, let location):
            let (html, problem) = ExportReview.html(review, isHTML: markup == .html || HTMLSanitizer.looksLikeHTML(review), at: location)
            return (html.map(Self.safe) ?? .empty, problem)
        }
    }

    /// HTML the sanitiser made safe, with its words as the plain text search reads.
    private static func safe(_ html: String) -> RenderedText {
        RenderedText(RenderedMarkdown(html: html, plainText: HTMLSanitizer.plainText(from: html)))
    }
}
