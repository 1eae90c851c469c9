import FolioBase

/// The memo app writes a note's title as the first line of its body.
extension Note {
    /// The first line of `body` with text in it, without a Markdown heading's leading `#`s.
    package static func firstLineTitle(of body: String) -> String {
        firstLine(of: body)?.title ?? ""
    }

    /// The body to show under the title: without its first line when that line is the title,
    /// so a page does not say it twice.
    package var bodyWithoutTitle: String {
        Self.body(of: body, title: title)
    }

    /// `body` without its first line when that line is `title` (`bodyWithoutTitle`).
    package static func body(of body: String, title: String) -> String {
        guard let first = firstLine(of: body), first.title == title else { return body }
        return String(body[first.end...])
    }

    /// Lines are found in the UTF-8 bytes: every newline character (LF, VT, FF, CR, NEL, the line
    /// and paragraph separators) is a grapheme of its own, CR LF one, so the bytes end lines where
    /// the characters do, without breaking a whole body into characters.
    private static func firstLine(of text: String) -> (title: String, end: String.Index)? {
        let utf8 = text.utf8
        var start = utf8.startIndex
        while start < utf8.endIndex {
            var end = start
            var newline = 0
            while end < utf8.endIndex {
                newline = newlineLength(utf8, at: end)
                if newline > 0 { break }
                utf8.formIndex(after: &end)
            }
            let line = String(text[start..<end]).trimmingWhitespace
            if !line.isEmpty { return (headingText(line), end) }
            start = end < utf8.endIndex ? utf8.index(end, offsetBy: newline) : end
        }
        return nil
    }

    /// The bytes of the newline character at `index` (CR LF is one), or 0 when none starts there.
    private static func newlineLength(_ utf8: String.UTF8View, at index: String.Index) -> Int {
        switch utf8[index] {
        case 0x0A, 0x0B, 0x0C: return 1
        case 0x0D:
            let next = utf8.index(after: index)
            return next < utf8.endIndex && utf8[next] == 0x0A ? 2 : 1
        case 0xC2:
            let next = utf8.index(after: index)
            return next < utf8.endIndex && utf8[next] == 0x85 ? 2 : 0
        case 0xE2:
            let second = utf8.index(after: index)
            guard second < utf8.endIndex, utf8[second] == 0x80 else { return 0 }
            let third = utf8.index(after: second)
            return third < utf8.endIndex && (utf8[third] == 0xA8 || utf8[third] == 0xA9) ? 3 : 0
        default: return 0
        }
    }

    private static func headingText(_ line: String) -> String {
        // Without a `#` first, or with one followed by ASCII, the bytes tell: counting the
        // line's characters, as below, cost more than the rest of the title.
        let hashes = line.utf8.prefix { $0 == UInt8(ascii: "#") }.count
        guard hashes > 0 else { return line }
        let after = line.utf8.dropFirst(hashes).prefix(2)
        if after.allSatisfy({ $0 < 0x80 }) {
            guard (1...6).contains(hashes), let space = after.first, space == 0x20 || (0x09...0x0D).contains(space) else { return line }
        }
        let withoutHashes = line.drop { $0 == "#" }
        let count = line.count - withoutHashes.count
        guard (1...6).contains(count), withoutHashes.first?.isWhitespace == true else { return line }
        let heading = String(withoutHashes).trimmingWhitespace
        return heading.isEmpty ? line : heading
    }
}
