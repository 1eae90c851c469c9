import Foundation

/// The tags of an HTML page Folio wrote, read the simple way its escaping allows: every `<` in
/// the output opens a tag, a comment or the doctype, since text and attribute values are escaped.
struct HTMLTag: Equatable {
    let name: String
    let attributes: [String: String]

    static func all(in html: String) -> [HTMLTag] {
        var tags: [HTMLTag] = []
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            if rest.hasPrefix("!--") {
                guard let end = rest.range(of: "-->") else { break }
                rest = rest[end.upperBound...]
                continue
            }
            guard let close = rest.firstIndex(of: ">") else { break }
            let inside = rest[..<close]
            rest = rest[rest.index(after: close)...]
            let name = String(inside.prefix { !$0.isWhitespace && $0 != "/" || $0 == "/" && inside.first == "/" }).lowercased()
            tags.append(HTMLTag(name: name, attributes: attributes(in: inside.dropFirst(name.count))))
        }
        return tags
    }

    private static func attributes(in text: Substring) -> [String: String] {
        var result: [String: String] = [:]
        let pattern = try! NSRegularExpression(pattern: #"([^\s="'/]+)(?:="([^"]*)")?"#)
        let string = String(text)
        for match in pattern.matches(in: string, range: NSRange(string.startIndex..., in: string)) {
            let name = String(string[Range(match.range(at: 1), in: string)!]).lowercased()
            let value = Range(match.range(at: 2), in: string).map { String(string[$0]) } ?? ""
            result[name] = value
        }
        return result
    }
}
