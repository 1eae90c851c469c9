/// One memo or book as the search index holds it: what the search page matches a query against
/// (title, account or author, tags, text) and what a result shows (title, kind, date, a snippet
/// of the text), all as plain text.
struct SearchRecord: Sendable, Equatable {
    enum Kind: String, Sendable {
        case memo = "m"
        case book = "b"
    }

    let title: String
    /// From the site's root.
    let url: PagePath
    let kind: Kind
    /// A memo's account, a book's author.
    let by: String
    /// A memo's tags, separated by spaces (lowercased, as the tag pages name them).
    let tags: String
    /// A memo's `yyyy/MM/dd`, as the lists write a date; empty for a book.
    let date: String
    /// A memo's text, read from where the model keeps it only when the record is encoded.
    let stored: StoredText?
    private let words: String

    init(title: String, url: PagePath, kind: Kind, by: String, tags: String, date: String, text: String) {
        (self.title, self.url, self.kind, self.by, self.tags, self.date) = (title, url, kind, by, tags, date)
        (words, stored) = (text, nil)
    }

    init(title: String, url: PagePath, kind: Kind, by: String, tags: String, date: String, stored: StoredText) {
        (self.title, self.url, self.kind, self.by, self.tags, self.date) = (title, url, kind, by, tags, date)
        (words, self.stored) = ("", stored)
    }

    /// The words without Markdown, from the parse the pages used (a paragraph a line).
    var text: String { stored?.plainText ?? words }

    /// A JSON array, on one line: `["title","url","m","by","tags","date","text"]`.
    func encoded() -> [UInt8] {
        let text = text
        var out = head(reserving: text.utf8.count)
        JSONString.append(text, to: &out)
        out.append(UInt8(ascii: "]"))
        return out
    }

    /// The encoded record's size and a hash of its bytes (`SearchIndex` places and prints
    /// shards with them), for a memo without reading its text: from the text's hash and JSON
    /// size the text cache keeps.
    func measured() -> (count: Int, hash: UInt64) {
        guard let stored else {
            let bytes = encoded()
            return (bytes.count, bytes.withUnsafeBytes { XXH64.hash($0) })
        }
        var bytes = head(reserving: 16)
        let count = bytes.count + stored.plainJSONCount + 1
        withUnsafeBytes(of: stored.plainHash.littleEndian) { bytes.append(contentsOf: $0) }
        withUnsafeBytes(of: UInt64(stored.plainJSONCount).littleEndian) { bytes.append(contentsOf: $0) }
        return (count, bytes.withUnsafeBytes { XXH64.hash($0) })
    }

    /// `[` and every field but the text, each followed by `,`.
    private func head(reserving textBytes: Int) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(textBytes + title.utf8.count + by.utf8.count + tags.utf8.count + 64)
        out.append(UInt8(ascii: "["))
        for field in [title, url.description, kind.rawValue, by, tags, date] {
            JSONString.append(field, to: &out)
            out.append(UInt8(ascii: ","))
        }
        return out
    }

    static func == (a: SearchRecord, b: SearchRecord) -> Bool {
        (a.title, a.url, a.kind, a.by) == (b.title, b.url, b.kind, b.by) && (a.tags, a.date, a.text) == (b.tags, b.date, b.text)
    }
}
