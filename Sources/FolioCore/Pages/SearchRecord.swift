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
    /// The words without Markdown, from the parse the pages used (a paragraph a line).
    let text: String

    /// A JSON array, on one line: `["title","url","m","by","tags","date","text"]`.
    func encoded() -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(text.utf8.count + title.utf8.count + by.utf8.count + tags.utf8.count + 64)
        out.append(UInt8(ascii: "["))
        for (index, field) in [title, url.description, kind.rawValue, by, tags, date, text].enumerated() {
            if index > 0 { out.append(UInt8(ascii: ",")) }
            JSONString.append(field, to: &out)
        }
        out.append(UInt8(ascii: "]"))
        return out
    }
}
