/// A text rendered: its HTML, and its links and images as written, in the order they stand in it.
public struct RenderedMarkdown: Sendable, Equatable {
    public let html: String
    /// Each link's and image's destination before cmark escaped it for HTML (`it's.html`, not
    /// `it&#x27;s.html`; `my file.html`, not `my%20file.html`), for messages about it.
    public let links: [String]

    public init(html: String, links: [String]) {
        self.html = html
        self.links = links
    }
}
