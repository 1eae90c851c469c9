/// Makes HTML from the data safe to put in a page: parsed by libxml2's HTML parser, filtered by
/// `HTMLPolicy`, and written anew (so nothing the parser did not understand gets through).
/// Paragraphs, lists, emphasis, tables and `http(s):`/`mailto:` links stay; scripts, styles,
/// event and style attributes, iframes, forms, images and `javascript:`/`data:` URLs go.
public enum HTMLSanitizer {
    /// The safe HTML, or nil when the parser could not read the whole text (nesting deeper than
    /// libxml2 goes): then show `escapedText(_:)` instead, and say so.
    public static func safeHTML(from html: String) -> String? {
        guard let nodes = HTMLParser.parse(html) else { return nil }
        var out = ""
        write(nodes, into: &out)
        return out
    }

    /// The words of HTML, without tags: what `safeHTML` keeps of it, block elements on lines of
    /// their own (for search).
    public static func plainText(from html: String) -> String {
        guard let nodes = HTMLParser.parse(html) else { return html }
        var out = ""
        func walk(_ nodes: [HTMLNode]) {
            for node in nodes {
                switch node {
                case .text(let text): out += text
                case .element(let name, _, let children):
                    if HTMLPolicy.dropped.contains(name) && !HTMLPolicy.emptyInHTML5.contains(name) { continue }
                    walk(children)
                    if ["p", "div", "li", "br", "h1", "h2", "h3", "h4", "h5", "h6", "blockquote", "tr", "dd", "dt"].contains(name), !out.hasSuffix("\n") { out += "\n" }
                }
            }
        }
        walk(nodes)
        return String(out.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed())
    }

    /// The text as one paragraph of plain text, every line kept: the fallback that loses nothing.
    public static func escapedText(_ text: String) -> String {
        "<p>" + HTMLEscaping.escaped(text).split(separator: "\n", omittingEmptySubsequences: false).joined(separator: "<br>\n") + "</p>"
    }

    /// Whether the text looks like HTML rather than Markdown or plain text: it starts with a tag.
    public static func looksLikeHTML(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace }
        guard start.first == "<", let next = start.dropFirst().first else { return false }
        return next.isLetter || next == "!"
    }

    private static func write(_ nodes: [HTMLNode], into out: inout String) {
        for node in nodes {
            switch node {
            case .text(let text):
                out += HTMLEscaping.escaped(text)
            case .element(let name, let attributes, let children):
                if HTMLPolicy.dropped.contains(name) {
                    // libxml2 reads HTML 4, where `<embed>` and the like hold what follows them.
                    if HTMLPolicy.emptyInHTML5.contains(name) { write(children, into: &out) }
                    continue
                }
                guard HTMLPolicy.kept.contains(name) else {
                    write(children, into: &out)
                    continue
                }
                let allowed = HTMLPolicy.attributes[name] ?? []
                let kept = attributes.filter { allowed.contains($0.0) && HTMLPolicy.allows($0.0, value: $0.1) }
                // An image from elsewhere (or from nowhere) is not shown at all.
                if name == "img", !kept.contains(where: { $0.0 == "src" }) { continue }
                let tag = HTMLPolicy.heading(name)
                out += "<" + tag
                for (attribute, value) in kept {
                    out += " \(attribute)=\"\(HTMLEscaping.escaped(HTMLPolicy.trimmed(value)))\""
                }
                out += ">"
                if HTMLPolicy.void.contains(name) {
                    // libxml2 reads HTML 4, where an element that holds nothing may hold what follows it.
                    write(children, into: &out)
                    continue
                }
                write(children, into: &out)
                out += "</\(tag)>"
            }
        }
    }
}
