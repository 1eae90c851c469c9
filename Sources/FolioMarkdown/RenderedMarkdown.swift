/// A text rendered once: everything Folio makes of it, so no stage parses it again.
public struct RenderedMarkdown: Sendable, Equatable {
    /// The HTML's UTF-8 bytes, as cmark wrote them: valid UTF-8, for cmark's input was a
    /// `String`. Kept as bytes: they go to the texts' store and into pages as bytes, and making
    /// a `String` of them checked every byte again.
    public let htmlUTF8: [UInt8]
    /// Each link's and image's destination before cmark escaped it for HTML (`it's.html`, not
    /// `it&#x27;s.html`; `my file.html`, not `my%20file.html`), in the order they stand in `html`.
    public let links: [String]
    /// The `#tag` words, in order, each once, as written (not yet lowercased).
    public let tags: [String]
    /// The words without Markdown (`plainText`) as UTF-8 bytes, as kept for the same reason.
    public let plainTextUTF8: [UInt8]

    public var html: String { String(decoding: htmlUTF8, as: UTF8.self) }
    /// The words without Markdown: text and code, a line per paragraph or heading (empty unless
    /// asked for).
    public var plainText: String { String(decoding: plainTextUTF8, as: UTF8.self) }

    public init(html: String, links: [String] = [], tags: [String] = [], plainText: String = "") {
        self.init(htmlUTF8: Array(html.utf8), links: links, tags: tags, plainTextUTF8: Array(plainText.utf8))
    }

    /// `htmlUTF8` and `plainTextUTF8` must be valid UTF-8: they are not checked.
    init(htmlUTF8: [UInt8], links: [String], tags: [String], plainTextUTF8: [UInt8]) {
        self.htmlUTF8 = htmlUTF8
        self.links = links
        self.tags = tags
        self.plainTextUTF8 = plainTextUTF8
    }

    public static let empty = RenderedMarkdown(html: "")
}
