#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds `#tag` words in a run of plain text.
enum TagScanner {
    /// A quick look at the bytes: false when no `#` could start a tag (most text, and headings).
    static func mayHaveTags(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            // Each `#` found with memchr. Only an ASCII letter or digit, or `#`, before it surely
            // keeps it from starting a tag: `_` and much that is not ASCII (`，`) are punctuation,
            // after which `tags(in:)` finds one.
            guard let base = bytes.baseAddress else { return false }
            var start = 0
            while start < bytes.count, let found = memchr(base + start, Int32(UInt8(ascii: "#")), bytes.count - start) {
                let at = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
                let previous = at == 0 ? 0x20 : bytes[at - 1]
                if previous != UInt8(ascii: "#"), !isLetterOrDigitByte(previous) {
                    guard at + 1 < bytes.count else { return false }
                    if isWordByte(bytes[at + 1]) { return true }
                }
                start = at + 1
            }
            return false
        }
    }

    private static func isLetterOrDigitByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func isWordByte(_ byte: UInt8) -> Bool {
        (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) || byte == 0x5F || byte >= 0x80
    }

    static func tags(in text: String) -> [String] {
        var tags: [String] = []
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#", previous.map(isBoundary) ?? true {
                let start = text.index(after: index)
                let end = text[start...].firstIndex { !isTagCharacter($0) } ?? text.endIndex
                let word = text[start..<end]
                if word.contains(where: \.isLetter) {
                    tags.append(String(word))
                }
                previous = end > start ? text[text.index(before: end)] : character
                index = end
                continue
            }
            previous = character
            index = text.index(after: index)
        }
        return tags
    }

    /// A tag may start after white space or punctuation, not inside a word (`C#`, `a#b`) or `##`.
    private static func isBoundary(_ character: Character) -> Bool {
        character != "#" && (character.isWhitespace || character.isPunctuation || character.isSymbol)
    }

    private static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
