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
    /// rendered fields.
    let parts: [SearchText]

    init(title: String, url: PagePath, kind: Kind, by: String, tags: String, date: String, parts: [SearchText]) {
        (self.title, self.url, self.kind, self.by, self.tags, self.date, self.parts) = (title, url, kind, by, tags, date, parts)
    }

    /// The words without Markdown, from the parse the pages used (a paragraph a line).
    var text: String { parts.map(\.plainText).filter { !$0.isEmpty }.joined(separator: "\n") }

    /// A JSON array, on one line: `["title","url","m","by","tags","date","text"]`. The text's
    /// parts go into the JSON as bytes, each escaped as the joined text would be (the new line
    /// between two is `\n`).
    func encoded() -> [UInt8] {
        var out = head()
        out.append(UInt8(ascii: "\""))
        var joined = false
        for text in parts {
            text.withPlainText { part in
                guard !part.isEmpty else { return }
                if joined { out.append(contentsOf: [0x5C, UInt8(ascii: "n")]) }
                joined = true
                JSONString.appendEscaped(part, to: &out)
            }
        }
        out.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: "]")])
        return out
    }

    /// `[` and every field but the text, each followed by `,`.
    private func head() -> [UInt8] {
        var out: [UInt8] = []
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
