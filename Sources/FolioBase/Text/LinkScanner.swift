/// Finds the `href` and `src` values in HTML that Folio wrote, where every attribute value is
/// double-quoted and escaped, and decodes the entities in them.
package enum LinkScanner {
    /// ` href` and ` src`, each followed by `="` in the page.
    private static let names: [[UInt8]] = [Array(" href".utf8), Array(" src".utf8)]

    package static func links(in html: [UInt8]) -> [String] {
        var links: [String] = []
        html.withUnsafeBufferPointer { buffer in
            forEachValue(in: buffer) { links.append(decodeEntities(String(decoding: $0, as: UTF8.self))) }
        }
        return links
    }

    /// Calls `body` with the bytes of each value as written, entities and all, in page order.
    /// Looks only at the `=`s, which are rare outside attributes, found eight bytes at a time.
    package static func forEachValue(in html: UnsafeBufferPointer<UInt8>, _ body: (Slice<UnsafeBufferPointer<UInt8>>) -> Void) {
        var index = 0
        while index < html.count {
            if index + ByteWord.size <= html.count {
                // Straight to the word's first `=`, if it has one.
                let equals = ByteWord(html, at: index).mask(equalTo: UInt8(ascii: "="))
                guard equals != 0 else {
                    index += ByteWord.size
                    continue
                }
                index += equals.trailingZeroBitCount / 8
            }
            if html[index] == UInt8(ascii: "="), let start = valueStart(in: html, equalsAt: index) {
                var end = start
                while end < html.count, html[end] != UInt8(ascii: "\"") { end += 1 }
                body(html[start..<end])
                index = end
            } else {
                index += 1
            }
        }
    }

    /// Where the value starts, when the `=` at `equals` follows ` href` or ` src` and a quote follows it.
    private static func valueStart(in html: UnsafeBufferPointer<UInt8>, equalsAt equals: Int) -> Int? {
        guard equals + 1 < html.count, html[equals + 1] == UInt8(ascii: "\"") else { return nil }
        for name in names where equals >= name.count && html[(equals - name.count)..<equals].elementsEqual(name) {
            return equals + 2
        }
        return nil
    }

    /// The text with the entities Folio's templates and libcmark write (`&amp;`, `&lt;`, `&gt;`,
    /// `&quot;`, and numeric ones such as `&#39;` and `&#x27;`) turned back into characters.
    package static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        var out = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semicolon = after.prefix(10).firstIndex(of: ";"), let character = character(for: after[..<semicolon]) {
                out.append(character)
                rest = after[after.index(after: semicolon)...]
            } else {
                out.append("&")
                rest = after
            }
        }
        return out + rest
    }

    private static func character(for name: Substring) -> Character? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.first == "#" else { return nil }
            let digits = name.dropFirst()
            let value = digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits)
            return value.flatMap(Unicode.Scalar.init).map(Character.init)
        }
    }
}
