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
    /// The text, in parts joined by new lines (the empty ones left out): a memo's, or a book's
    /// rendered fields, read from where the model keeps them only when the record is encoded.
    let parts: [SearchText]

    init(title: String, url: PagePath, kind: Kind, by: String, tags: String, date: String, parts: [SearchText]) {
        (self.title, self.url, self.kind, self.by, self.tags, self.date, self.parts) = (title, url, kind, by, tags, date, parts)
    }

    /// The words without Markdown, from the parse the pages used (a paragraph a line).
    var text: String { parts.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n") }

    /// A JSON array, on one line: `["title","url","m","by","tags","date","text"]`. The text's
    /// parts go from their store into the JSON as bytes, each escaped as the joined text would be
    /// (the new line between two is `\n`): made into a `String`, each was checked again.
    func encoded() -> [UInt8] {
        var out = head(reserving: parts.reduce(2) { $0 + $1.measure.count })
        out.append(UInt8(ascii: "\""))
        var part: [UInt8] = []
        var joined = false
        for text in parts {
            part.removeAll(keepingCapacity: true)
            text.appendPlainText(to: &part)
            guard !part.isEmpty else { continue }
            if joined { out.append(contentsOf: [0x5C, UInt8(ascii: "n")]) }
            joined = true
            part.withUnsafeBufferPointer { JSONString.appendEscaped($0, to: &out) }
        }
        out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "]")])
        return out
    }

    /// The encoded record's size and a hash of its bytes (`SearchIndex` places and prints
    /// shards with them), without reading a stored text: from each part's hash and JSON size
    /// (a stored text's from the text cache). A part's JSON string is its escaped bytes within
    /// quotes, and the new line between parts is two bytes, so the sizes add up.
    func measured() -> (count: Int, hash: UInt64) {
        var bytes = head(reserving: 16 * parts.count)
        let headCount = bytes.count
        var textCount = 2
        var joined = 0
        for part in parts {
            let (hash, count) = part.measure
            guard count > 2 else { continue }
            textCount += count - 2 + (joined > 0 ? 2 : 0)
            joined += 1
            withUnsafeBytes(of: hash.littleEndian) { bytes.append(contentsOf: $0) }
            withUnsafeBytes(of: UInt64(count).littleEndian) { bytes.append(contentsOf: $0) }
        }
        let count = headCount + textCount + 1
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
