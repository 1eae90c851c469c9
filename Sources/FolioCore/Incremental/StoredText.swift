import FolioMarkdown

/// A text as rendered (`RenderedMarkdown`), with its HTML and plain text in a `TextStore`
/// (read each time they are asked for) and its links and tags at hand.
struct StoredText: Sendable {
    let store: TextStore?
    /// Where the HTML starts; the plain text follows it.
    let offset: Int64
    let htmlCount: Int
    let plainCount: Int
    let links: [String]
    let tags: [String]

    static let empty = StoredText(store: nil, offset: 0, htmlCount: 0, plainCount: 0, links: [], tags: [])

    /// `rendered`, kept in `store`.
    init(_ rendered: RenderedMarkdown, in store: TextStore) {
        self.init(store: store, offset: store.append(rendered.html, rendered.plainText), htmlCount: rendered.html.utf8.count,
                  plainCount: rendered.plainText.utf8.count, links: rendered.links, tags: rendered.tags)
    }

    init(store: TextStore?, offset: Int64, htmlCount: Int, plainCount: Int, links: [String], tags: [String]) {
        self.store = store
        self.offset = offset
        self.htmlCount = htmlCount
        self.plainCount = plainCount
        self.links = links
        self.tags = tags
    }

    var html: String { store?.text(at: offset, count: htmlCount) ?? "" }
    var plainText: String { store?.text(at: offset + Int64(htmlCount), count: plainCount) ?? "" }
}
