/// One `{{…}}` tag of a template, where it stands: what `TemplateNameCheck` reads. Folio scans
/// tags itself because swift-mustache keeps its parsed template to itself (and renders a name
/// nothing knows as empty text, silently: `TemplateNameCheckTests` pins both).
struct TemplateTag: Equatable {
    enum Kind: Equatable {
        /// `{{name}}`, `{{{name}}}`, `{{&name}}`
        case value
        /// `{{#name}}`, `{{^name}}`, `{{$name}}`, `{{<name}}`, `{{/name}}`, `{{>name}}`
        case section, inverted, block, parent, close, partial
    }

    let kind: Kind
    /// The name as written, transforms included (`reversed(books)`).
    let name: String
    let line: Int
    let column: Int

    /// The tags of `text` in order, or nil when it changes its delimiters (`{{=<% %>=}}`):
    /// such a template is not checked. Comments and configuration tags are left out.
    static func scan(_ text: String) -> [TemplateTag]? {
        var tags: [TemplateTag] = []
        var line = 1, column = 1
        func advance(over part: Substring) {
            for character in part {
                if character == "\n" { line += 1; column = 1 } else { column += 1 }
            }
        }
        var rest = Substring(text)
        while let start = rest.range(of: "{{") {
            advance(over: rest[..<start.lowerBound])
            let triple = rest[start.upperBound...].hasPrefix("{")
            let closing = triple ? "}}}" : "}}"
            let from = triple ? rest.index(after: start.upperBound) : start.upperBound
            guard let end = rest[from...].range(of: closing) else { break }
            let inside = rest[from..<end.lowerBound].trimmingCharacters(in: .whitespaces)
            if inside.hasPrefix("=") { return nil }
            let kinds: [Character: Kind] = ["#": .section, "^": .inverted, "$": .block, "<": .parent, "/": .close, ">": .partial, "&": .value]
            if let first = inside.first, first != "!", first != "%" {
                let kind = triple ? .value : kinds[first] ?? .value
                let name = triple || kinds[first] == nil ? inside : inside.dropFirst().trimmingCharacters(in: .whitespaces)
                tags.append(TemplateTag(kind: kind, name: name, line: line, column: column))
            }
            advance(over: rest[start.lowerBound..<end.upperBound])
            rest = rest[end.upperBound...]
        }
        return tags
    }

    /// The name a value or section tag looks up: `reversed(books)` looks up `books`,
    /// `index()` the sequence's own context (""), `a.b` starts with `a`.
    var lookedUp: [String] {
        var name = Substring(name)
        if let open = name.lastIndex(of: "(") {
            name = name[name.index(after: open)...].prefix { $0 != ")" }
        }
        if name == "." || name.isEmpty { return [] }
        return name.split(separator: ".").map(String.init)
    }
}
