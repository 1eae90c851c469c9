import FolioMarkdown

/// A record's text as rendered once for the whole build (`RenderedMarkdown`: its HTML, plain
/// text, links and tags), with its list summary made while its plain text was at hand. A class:
/// the model, the views and the search records each hold the same text.
final class RenderedText: Sendable {
    let rendered: RenderedMarkdown
    /// The start of its plain text that lists show (`Summary`).
    let summary: String

    static let empty = RenderedText(.empty)

    init(_ rendered: RenderedMarkdown) {
        self.rendered = rendered
        summary = Summary.of(utf8: rendered.plainTextUTF8)
    }

    var html: String { rendered.html }
    /// The HTML's bytes: valid UTF-8, for cmark wrote them from a `String`.
    var htmlUTF8: [UInt8] { rendered.htmlUTF8 }
    var plainText: String { rendered.plainText }
    var plainTextUTF8: [UInt8] { rendered.plainTextUTF8 }
    var links: [String] { rendered.links }
    var tags: [String] { rendered.tags }
}
