/// The offline search's data: a script that sets `window.FOLIO_SEARCH_INDEX` to one entry per
/// memo and book, so `search.html` works from file:// (a page may load a script from disk, not
/// fetch a JSON file). Each entry: `t` title, `u` URL from the site root, `k` kind (`memo` or
/// `book`), `a` account or author, `g` tags, `b` the text.
public enum SearchIndex {
    public static let path = PagePath("search-index.js")

    public static func script(for site: SitePages) -> String {
        var out = "window.FOLIO_SEARCH_INDEX = [\n"
        let content = site.content
        for (account, memos) in content.accounts.enumerated() {
            for (index, memo) in memos.memos.enumerated() {
                let tags = account < site.tags.tagsOfMemos.count ? site.tags.tagsOfMemos[account][index] : []
                out += entry(title: memo.title, url: site.siteMap.memoPaths[account][index], kind: "memo",
                             by: memos.name, tags: tags.joined(separator: " "), text: memo.detail)
            }
        }
        for (index, book) in content.books.enumerated() {
            out += entry(title: book.name, url: site.siteMap.bookPaths[index], kind: "book", by: book.author, tags: "",
                         text: [book.introOfAuthor, book.contentOfBook, book.summary].joined(separator: "\n"))
        }
        return out + "];\n"
    }

    private static func entry(title: String, url: PagePath, kind: String, by: String, tags: String, text: String) -> String {
        "{\"t\":\(json(title)),\"u\":\(json(url.description)),\"k\":\"\(kind)\",\"a\":\(json(by)),\"g\":\(json(tags)),\"b\":\(json(text))},\n"
    }

    /// A JSON string literal; `<`, `>` and `&` are escaped too, and the line separators.
    static func json(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<", ">", "&", "\u{2028}", "\u{2029}":
                out += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
            default:
                if scalar.value < 0x20 {
                    out += "\\u00" + (scalar.value < 0x10 ? "0" : "") + String(scalar.value, radix: 16)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
