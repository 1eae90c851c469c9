/// Finds the `href` and `src` values in HTML that Folio wrote, where every attribute value is
/// double-quoted and escaped, and decodes the entities in them.
enum LinkScanner {
    private static let attributes: [[UInt8]] = [Array(" href=\"".utf8), Array(" src=\"".utf8)]

    static func links<Bytes: RandomAccessCollection>(in html: Bytes) -> [String] where Bytes.Element == UInt8, Bytes.Index == Int {
        var links: [String] = []
        forEachValue(in: html) { links.append(decodeEntities(String(decoding: $0, as: UTF8.self))) }
        return links
    }

    /// Calls `body` with the bytes of each value as written, entities and all, in page order.
    static func forEachValue<Bytes: RandomAccessCollection>(in html: Bytes, _ body: (Bytes.SubSequence) -> Void) where Bytes.Element == UInt8, Bytes.Index == Int {
        var index = html.startIndex
        while index < html.endIndex {
            guard html[index] == UInt8(ascii: " "),
                  let attribute = attributes.first(where: { matches($0, in: html, at: index) })
            else {
                index += 1
                continue
            }
            let start = index + attribute.count
            var end = start
            while end < html.endIndex, html[end] != UInt8(ascii: "\"") { end += 1 }
            body(html[start..<end])
            index = end
        }
    }

    private static func matches<Bytes: RandomAccessCollection>(_ needle: [UInt8], in html: Bytes, at index: Int) -> Bool where Bytes.Element == UInt8, Bytes.Index == Int {
        guard html.endIndex - index >= needle.count else { return false }
        for offset in 0..<needle.count where html[index + offset] != needle[offset] {
            return false
        }
        return true
    }

    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(UInt8(ascii: "&")) else { return text }
        return text
            .replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }
}
