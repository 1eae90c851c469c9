/// A text rendered once: everything Folio makes of it, so no stage parses it again.
public struct RenderedMarkdown: Sendable, Equatable {
    public let html: String
    /// Each link's and image's destination before cmark escaped it for HTML (`it's.html`, not
    /// `it&#x27;s.html`; `my file.html`, not `my%20file.html`), in the order they stand in `html`.
    public let links: [String]
    /// The `#tag` words, in order, each once, as written (not yet lowercased).
    public let tags: [String]
    /// The words without Markdown: text and code, a line per paragraph or heading (empty unless
    /// asked for).
    public let plainText: String

    public init(html: String, links: [String] = [], tags: [String] = [], plainText: String = "") {
        self.html = html
        self.links = links
        self.tags = tags
        self.plainText = plainText
    }

    public static let empty = RenderedMarkdown(html: "")
}
