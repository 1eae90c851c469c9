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
        if let summary = plain.utf8.withContiguousStorageIfAvailable(asciiSummary), let summary { return summary }
        var words = ""
        var count = 0
        var space = false
        let scalars = plain.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex {
            // A scalar that stands alone between two of its kind is a Character of its own; any
            // other is read as the Character it starts (a cluster, CR LF, a mark on a letter).
            let next = scalars.index(after: index)
            let character: Character
            if standsAlone(scalars[index]), next == scalars.endIndex || standsAlone(scalars[next]) {
                character = Character(scalars[index])
                index = next
            } else {
                character = plain[index...].first!
                index = plain.index(after: index)
            }
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

    /// The summary of text that is ASCII but CR as far as the summary reads (each byte a
    /// Character of its own), made from the bytes; nil for any other text.
    private static func asciiSummary(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var words: [UInt8] = []
        words.reserveCapacity(length + 2)
        var space = false
        for byte in bytes {
            guard byte < 0x80, byte != 0x0D else { return nil }
            if byte == 0x20 || (0x09...0x0C).contains(byte) {
                space = !words.isEmpty
                continue
            }
            if space {
                words.append(0x20)
                space = false
            }
            words.append(byte)
            if words.count > length { break }
        }
        guard words.count > length else { return String(decoding: words, as: UTF8.self) }
        var cut = words[..<length]
        if let space = cut.lastIndex(of: 0x20), length - space < 20 { cut = cut[..<space] }
        return String(decoding: cut, as: UTF8.self) + "…"
    }

    /// Scalars no grapheme rule joins to a neighbour that is one of them too: ASCII but CR, and
    /// CJK ideographs, kana (not the combining sound marks) and Hangul syllables. Between two of
    /// them Unicode always breaks (UAX #29: none is CR, Extend, ZWJ, SpacingMark, Prepend, a
    /// regional indicator or a Hangul jamo), so they need no grapheme breaking.
    static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x80: return scalar.value != 0x0D
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
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
