import FolioMarkdown

/// A text as rendered (`RenderedMarkdown`), with its HTML and plain text in a `TextStore`
/// (read each time they are asked for) and its links and tags at hand. A class: the model, the
/// text cache, the views and the search records each hold the same text, and a copy of a struct
/// this size retained its store, links, tags and summary one by one.
final class StoredText: Sendable {
    let store: TextStore?
    /// Where the HTML starts; the plain text follows it.
    let offset: Int64
    let htmlCount: Int
    let plainCount: Int
    /// XXH64 of the HTML's bytes: what a page's print takes of it (`StoredHTML`), so a page
    /// that is not rendered again never reads its text.
    let htmlHash: UInt64
    let links: [String]
    let tags: [String]
    /// Its list summary (`Summary`), made while its plain text was at hand, so a rebuild does
    /// not read every text back for the lists.
    let summary: String
    /// XXH64 of the plain text's bytes, and its size as a JSON string (`JSONString.count`): what
    /// the search index needs to know of it to place and print a record without reading it.
    let plainHash: UInt64
    let plainJSONCount: Int

    static let empty = StoredText(RenderedMarkdown(html: ""), in: nil)

    /// `rendered`, kept in `store`.
    convenience init(_ rendered: RenderedMarkdown, in store: TextStore?) {
        let (html, plain) = (rendered.htmlUTF8, rendered.plainTextUTF8)
        self.init(store: store, offset: store?.append(utf8: html, plain) ?? 0, htmlCount: html.count, plainCount: plain.count,
                  htmlHash: Self.hash(html), links: rendered.links, tags: rendered.tags, summary: Summary.of(utf8: plain),
                  plainHash: Self.hash(plain), plainJSONCount: JSONString.count(utf8: plain))
    }

    init(store: TextStore?, offset: Int64, htmlCount: Int, plainCount: Int, htmlHash: UInt64, links: [String], tags: [String], summary: String,
         plainHash: UInt64, plainJSONCount: Int) {
        self.store = store
        self.offset = offset
        self.htmlCount = htmlCount
        self.plainCount = plainCount
        self.htmlHash = htmlHash
        self.links = links
        self.tags = tags
        self.summary = summary
        self.plainHash = plainHash
        self.plainJSONCount = plainJSONCount
    }

    static func hash(_ text: String) -> UInt64 {
        var text = text
        return text.withUTF8 { XXH64.hash(UnsafeRawBufferPointer($0)) }
    }

    static func hash(_ bytes: [UInt8]) -> UInt64 {
        bytes.withUnsafeBytes { XXH64.hash($0) }
    }

    var html: String { store?.text(at: offset, count: htmlCount) ?? "" }
    /// The HTML's bytes, as the store keeps them: valid UTF-8, for it was written from a `String`.
    var htmlUTF8: [UInt8] { store?.bytes(at: offset, count: htmlCount) ?? [] }
    var plainText: String { store?.text(at: offset + Int64(htmlCount), count: plainCount) ?? "" }
    /// Appends the plain text's bytes to `bytes` (none when the store could not read them: it keeps the failure).
    func appendPlainText(to bytes: inout [UInt8]) {
        _ = store?.copy(at: offset + Int64(htmlCount), count: plainCount, to: &bytes)
    }
}
