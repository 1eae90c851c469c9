/// What survives of HTML from the data (calibre's `comments`, any HTML body): Folio's one
/// allow-list. Elements not named here are unwrapped (their content kept); `dropped` ones go
/// with everything inside them; attributes not named for an element are removed.
enum HTMLPolicy {
    static let kept: Set<String> = [
        "p", "br", "hr", "div", "blockquote", "pre", "code", "kbd", "samp",
        "strong", "b", "em", "i", "u", "s", "del", "ins", "sub", "sup", "small", "mark", "q", "cite", "abbr",
        "ul", "ol", "li", "dl", "dt", "dd",
        "h1", "h2", "h3", "h4", "h5", "h6",
        "a", "img", "table", "caption", "thead", "tbody", "tfoot", "tr", "th", "td",
    ]

    static let dropped: Set<String> = [
        "script", "style", "iframe", "frame", "frameset", "object", "embed", "applet", "form", "input", "button",
        "select", "option", "textarea", "template", "noscript", "svg", "math", "head", "title", "meta", "link",
        "base", "picture", "video", "audio", "source", "track", "canvas", "map", "area", "portal",
    ]

    static let void: Set<String> = ["br", "hr", "img"]

    /// Elements that hold nothing in HTML 5; what libxml2 puts inside them belongs after them.
    static let emptyInHTML5: Set<String> = ["embed", "source", "track", "wbr", "param", "keygen", "img", "input", "area", "base", "link", "meta", "col"]

    static let attributes: [String: Set<String>] = [
        "a": ["href", "title"], "img": ["src", "alt", "title"], "abbr": ["title"], "ol": ["start"], "td": ["colspan", "rowspan"], "th": ["colspan", "rowspan", "scope"],
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

    /// Whether an attribute's value may stay: links lead to `http:`, `https:` or `mailto:`, or to
    /// a relative path (a file beside the data, which Folio publishes or refuses as any other);
    /// an image is a relative path only (nothing is fetched from elsewhere when a page opens);
    /// numbers are digits.
    static func allows(_ attribute: String, value: String) -> Bool {
        switch attribute {
        case "href":
            guard let scheme = scheme(of: value) else { return isRelativePath(value) }
            return ["http", "https", "mailto"].contains(scheme)
        case "src":
            return scheme(of: value) == nil && isRelativePath(value)
        case "start", "colspan", "rowspan":
            return !value.isEmpty && value.count <= 4 && value.allSatisfy(\.isASCII) && value.allSatisfy(\.isNumber)
        default:
            return true
        }
    }

    /// The URL's scheme, lowercased: what stands before a `:` that comes before any `/`, `?` or `#`.
    static func scheme(of value: String) -> String? {
        let start = trimmed(value).prefix { !"/?#".contains($0) }
        guard let colon = start.firstIndex(of: ":") else { return nil }
        return start[..<colon].lowercased()
    }

    /// A path from here: not empty, not `/…` from the root, `//host/…`, nor only `#…` or `?…`.
    static func isRelativePath(_ value: String) -> Bool {
        guard let first = trimmed(value).first else { return false }
        return !"/\\#?".contains(first)
    }
}
