/// A memo's one-line summary for lists: the start of its body as plain text, white space folded,
/// cut at a word (or anywhere, for text without spaces) with an ellipsis.
enum Summary {
    /// Characters a summary keeps at most.
    static let length = 80

    /// Reads only as far into `plain` as the summary needs: the model keeps each body's whole
    /// plain text (for the search index), and a list shows many rows.
    static func of(_ plain: String) -> String {
        summary(of: plain, cutShort: false)!
    }

    /// A stored text's summary, from the first `prefixBytes` of its plain text when they are
    /// enough: a list summary need not read a long text from its store.
    static func of(_ text: StoredText) -> String {
        guard text.plainCount > prefixBytes else { return of(text.plainText) }
        return summary(of: text.plainText(prefix: prefixBytes), cutShort: true) ?? of(text.plainText)
    }

    /// Bytes read for a summary: 80 characters of up to 4 bytes, and white space between.
    static let prefixBytes = 1024

    /// The summary of `plain`; of a `plain` cut short (maybe inside a character), nil unless
    /// two more characters follow the last one it takes: then that one ends where it ends in
    /// the whole text (a character's end depends on what comes after it, and the last
    /// character of a text cut short may be a piece of one).
    private static func summary(of plain: String, cutShort: Bool) -> String? {
        var words = ""
        var count = 0
        var space = false
        var characters = plain.makeIterator()
        while let character = characters.next() {
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
        guard count > length else { return cutShort ? nil : words }
        if cutShort, characters.next() == nil || characters.next() == nil { return nil }
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
