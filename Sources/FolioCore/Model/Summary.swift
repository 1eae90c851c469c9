/// A memo's one-line summary for lists: the start of its body as plain text, white space folded,
/// cut at a word (or anywhere, for text without spaces) with an ellipsis.
enum Summary {
    /// Characters a summary keeps at most.
    static let length = 80

    /// Names the way a summary is made: change it with `of`, so summaries a text cache kept
    /// from another way are not used (`TextCache.identity(of:)`).
    static let rules = "\(length) characters, cut at a word within 20"

    /// Reads only as far into `plain` as the summary needs: the model keeps each body's whole
    /// plain text (for the search index), and a list shows many rows.
    static func of(_ plain: String) -> String {
        var words = ""
        var count = 0
        var space = false
        for character in plain {
            if isWhitespace(character) {
                space = !words.isEmpty
                continue
            }
            if space {
                words.append(" ")
                count += 1
                space = false
            }
            words.append(character)
            count += 1
            if count > length { break }
        }
        guard count > length else { return words }
        var cut = String(words.prefix(length))
        if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 20 {
            cut = String(cut[..<space])
        }
        return cut + "…"
    }

    /// `Character.isWhitespace`, without its Unicode property lookup for the characters notes
    /// are mostly made of: ASCII (white space there is tab to carriage return, and space) and
    /// kana, CJK and Hangul (none is white space; U+3000, the ideographic space, is below them).
    private static func isWhitespace(_ character: Character) -> Bool {
        let first = character.unicodeScalars.first!.value
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        if (0x3040..<0xD7A4).contains(first) { return false }
        return character.isWhitespace
    }
}
