import FolioMarkdown
import FolioBase
import FolioModel
import FolioOutput

/// A record's text as rendered once for the whole build (`RenderedMarkdown`: its HTML, plain
/// text, links and tags), with its list summary made while its plain text was at hand. A class:
/// the model, the views and the search records each hold the same text.
package final class RenderedText: Sendable {
    package let rendered: RenderedMarkdown
    /// The start of its plain text that lists show (`Summary`).
    package let summary: String

    package static let empty = RenderedText(.empty)

    package init(_ rendered: RenderedMarkdown) {
        self.rendered = rendered
        summary = Summary.of(utf8: rendered.plainTextUTF8)
    }

    package var html: String { rendered.html }
    /// The HTML's bytes: valid UTF-8, for cmark wrote them from a `String`.
    package var htmlUTF8: [UInt8] { rendered.htmlUTF8 }
    package var plainText: String { rendered.plainText }
    package var plainTextUTF8: [UInt8] { rendered.plainTextUTF8 }
    package var links: [String] { rendered.links }
    package var tags: [String] { rendered.tags }
}
