import FolioBase

/// A memo's one-line summary for lists: the start of its body as plain text, white space folded,
/// cut at a word (or anywhere, for text without spaces) with an ellipsis.
package enum Summary {
    /// Characters a summary keeps at most.
    package static let length = 80

    /// Reads only as far into `plain` as the summary needs: the model keeps each body's whole
    /// plain text (for the search index), and a list shows many rows.
    package static func of(_ plain: String) -> String {
        if let summary = plain.utf8.withContiguousStorageIfAvailable(simpleSummary), let summary { return summary }
        return characterSummary(plain)
    }

    /// The same, of plain text as UTF-8 bytes: made into a `String` only when its summary must
    /// be read Character by Character.
    package static func of(utf8 plain: [UInt8]) -> String {
        if let summary = plain.withUnsafeBufferPointer(simpleSummary) { return summary }
        return characterSummary(String(decoding: plain, as: UTF8.self))
    }

    /// The summary, read Character by Character.
    private static func characterSummary(_ plain: String) -> String {
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

    /// The summary of text whose scalars stand alone (`standsAlone`) as far as the summary reads,
    /// so each is a Character of its own, made from its bytes; nil for any other text.
    private static func simpleSummary(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        var words: [UInt8] = []
        words.reserveCapacity(3 * length + 4)
        var count = 0, space = false
        // The bytes of the first `length` characters, and the last space among them.
        var cutEnd = 0
        var lastSpace: (character: Int, byte: Int)?
        var index = 0
        while index < bytes.count {
            let (scalar, next) = Self.scalar(in: bytes, at: index)
            guard standsAlone(scalar), next == bytes.count || standsAlone(Self.scalar(in: bytes, at: next).scalar) else { return nil }
            // Of the scalars that stand alone, only ASCII ones are white space.
            if scalar.value == 0x20 || (0x09...0x0C).contains(scalar.value) {
                space = !words.isEmpty
                index = next
                continue
            }
            if space {
                words.append(0x20)
                count += 1
                if count <= length { lastSpace = (count - 1, words.count - 1) }
                if count == length { cutEnd = words.count }
                space = false
            }
            words.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[index..<next]))
            count += 1
            if count == length { cutEnd = words.count }
            if count > length { break }
            index = next
        }
        guard count > length else { return String(decoding: words, as: UTF8.self) }
        var cut = cutEnd
        if let lastSpace, length - lastSpace.character < 20 { cut = lastSpace.byte }
        return String(decoding: words[..<cut], as: UTF8.self) + "…"
    }

    /// The scalar whose UTF-8 starts at `index` of valid UTF-8, and where the next one starts.
    private static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (scalar: Unicode.Scalar, next: Int) {
        let lead = UInt32(bytes[index])
        let (width, bits): (Int, UInt32) = lead < 0x80 ? (1, lead) : lead < 0xE0 ? (2, lead & 0x1F) : lead < 0xF0 ? (3, lead & 0x0F) : (4, lead & 0x07)
        var value = bits
        for offset in 1..<width {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        return (Unicode.Scalar(value) ?? "\u{FFFD}", index + width)
    }

    /// Scalars no grapheme rule joins to a neighbour that is one of them too: ASCII but CR,
    /// Latin letters with their marks built in (U+00C0–U+024F), the dashes, quotes and ellipsis of
    /// U+2010–U+2027, CJK ideographs, kana (not the combining sound marks) and Hangul syllables.
    /// Between two of them Unicode always breaks (UAX #29: none is CR, Extend, ZWJ, SpacingMark,
    /// Prepend, a regional indicator or a Hangul jamo), so they need no grapheme breaking; none
    /// but ASCII's is white space.
    package static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00..<0x80: return scalar.value != 0x0D
        case 0xC0...0x24F, 0x2010...0x2027, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return false
        }
    }

    /// `Character.isWhitespace`, without its Unicode property lookup for the characters notes
    /// are mostly made of: ASCII (white space there is tab to carriage return, and space) and
    /// kana, CJK and Hangul (none is white space; U+3000, the ideographic space, is below them).
    private static func isWhitespace(_ character: Character) -> Bool {
        let first = character.unicodeScalars.first!.value
        if first < 0x80 { return first == 0x20 || (0x09...0x0D).contains(first) }
        if (0x3040..<0xD7A4).contains(first) || (0xC0...0x24F).contains(first) || (0x2010...0x2027).contains(first) { return false }
        return character.isWhitespace
    }
}
