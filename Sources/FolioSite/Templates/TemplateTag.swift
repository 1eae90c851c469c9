import FolioBase
import FolioModel
import FolioOutput

/// One `{{…}}` tag of a template, where it stands: what `TemplateNameCheck` reads. Folio scans
/// tags itself because swift-mustache keeps its parsed template to itself (and renders a name
/// nothing knows as empty text, silently: `TemplateNameCheckTests` pins both).
package struct TemplateTag: Equatable {
    package enum Kind: Equatable {
        /// `{{name}}`, `{{{name}}}`, `{{&name}}`
        case value
        /// `{{#name}}`, `{{^name}}`, `{{$name}}`, `{{<name}}`, `{{/name}}`, `{{>name}}`
        case section, inverted, block, parent, close, partial
    }

    package let kind: Kind
    /// The name as written, transforms included (`reversed(books)`).
    package let name: String
    package let line: Int
    package let column: Int

    /// The tags of `text` in order, or nil when it changes its delimiters (`{{=<% %>=}}`):
    /// such a template is not checked. Comments and configuration tags are left out. The scan
    /// walks the UTF-8 bytes (a template is read on every build); a tag's line counts line feeds
    /// before it, its column the characters from the line's start.
    package static func scan(_ text: String) -> [TemplateTag]? {
        let bytes = Array(text.utf8)
        let open = UInt8(ascii: "{"), close = UInt8(ascii: "}")
        var tags: [TemplateTag] = []
        var line = 1, lineStart = 0, counted = 0
        func find(_ byte: UInt8, twice: Bool, thrice: Bool = false, from start: Int) -> Int? {
            var at = start
            let width = thrice ? 3 : twice ? 2 : 1
            while at + width <= bytes.count {
                if bytes[at] == byte, (1..<width).allSatisfy({ bytes[at + $0] == byte }) { return at }
                at += 1
            }
            return nil
        }
        var at = 0
        while let start = find(open, twice: true, from: at) {
            for index in counted..<start where bytes[index] == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
            }
            counted = start
            let triple = start + 2 < bytes.count && bytes[start + 2] == open
            let from = start + (triple ? 3 : 2)
            guard let end = find(close, twice: true, thrice: triple, from: from) else { break }
            let inside = String(decoding: bytes[from..<end], as: UTF8.self).trimmingCharacters(in: .whitespaces)
            if inside.hasPrefix("=") { return nil }
            if let first = inside.first, first != "!", first != "%" {
                let kind = triple ? .value : Self.kinds[first] ?? .value
                let name = triple || Self.kinds[first] == nil ? inside : inside.dropFirst().trimmingCharacters(in: .whitespaces)
                let column = String(decoding: bytes[lineStart..<start], as: UTF8.self).count + 1
                tags.append(TemplateTag(kind: kind, name: name, line: line, column: column))
            }
            at = end + (triple ? 3 : 2)
        }
        return tags
    }

    private static let kinds: [Character: Kind] = ["#": .section, "^": .inverted, "$": .block, "<": .parent, "/": .close, ">": .partial, "&": .value]

    /// The name a value or section tag looks up: `reversed(books)` looks up `books`,
    /// `index()` the sequence's own context (""), `a.b` starts with `a`.
    package var lookedUp: [String] {
        var name = Substring(name)
        if let open = name.lastIndex(of: "(") {
            name = name[name.index(after: open)...].prefix { $0 != ")" }
        }
        if name == "." || name.isEmpty { return [] }
        return name.split(separator: ".").map(String.init)
    }
}
