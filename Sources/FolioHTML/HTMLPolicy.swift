/// What survives of HTML from the data (calibre's `comments`, any HTML body): Folio's one
/// allow-list. Elements not named here are unwrapped (their content kept); `dropped` ones go
/// with everything inside them; attributes not named for an element are removed.
enum HTMLPolicy {
    static let kept: Set<String> = [
        "p", "br", "hr", "div", "blockquote", "pre", "code", "kbd", "samp",
        "strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "small", "mark", "q", "cite", "abbr",
        "ul", "ol", "li", "dl", "dt", "dd",
        "h1", "h2", "h3", "h4", "h5", "h6",
        "a", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
    ]

    static let dropped: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "input", "button",
        "select", "option", "textarea", "template", "noscript", "svg", "math", "head", "title", "meta", "link",
        "base", "img", "picture", "video", "audio", "source", "track", "canvas", "map", "area", "portal",
    ]

    static let void: Set<String> = ["br", "hr"]

    /// Elements that hold nothing in HTML 5; what libxml2 puts inside them belongs after them.
    static let emptyInHTML5: Set<String> = ["embed", "source", "track", "wbr", "param", "keygen", "img", "input", "area", "base", "link", "meta", "col"]

    static let attributes: [String: Set<String>] = [
        "a": ["href", "title"], "abbr": ["title"], "ol": ["start"], "td": ["colspan", "rowspan"], "th": ["colspan", "rowspan", "scope"],
    ]

    /// A page's own headings are `h1` (the title) and `h2` (its sections): a description's
    /// headings start at `h3`.
    static func heading(_ name: String) -> String {
        guard name.count == 2, name.first == "h", let level = Int(name.dropFirst()), (1...6).contains(level) else { return name }
        return "h\(min(6, level + 2))"
    }

    static func trimmed(_ text: String) -> String {
        String(text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// Whether an attribute's value may stay: links lead to `http:`, `https:` or `mailto:` only;
    /// numbers are digits.
    static func allows(_ attribute: String, value: String) -> Bool {
        switch attribute {
        case "href":
            let scheme = trimmed(value).prefix { $0 != ":" }.lowercased()
            return value.contains(":") && ["http", "https", "mailto"].contains(scheme)
        case "start", "colspan", "rowspan":
            return !value.isEmpty && value.count <= 4 && value.allSatisfy(\.isASCII) && value.allSatisfy(\.isNumber)
        default:
            return true
        }
    }
}
