import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// How search cuts text into terms: the index at build time and `search-text.js` on the search
/// page cut the same way (a change here is a change there).
///
/// - A **word** is a run of letters, digits and combining marks (Unicode `L*`, `N*`, `M*`) that
///   are not CJK; it is lowercased, decomposed (NFD) and stripped of its marks, so `Café` and
///   `cafe` are one term, and kept to its first `maxTermLength` scalars. Anything else
///   (white space, punctuation, symbols) separates words: `don't` is `don` and `t`.
/// - **CJK** (Han, kana, Hangul syllables) has no spaces between words: each character is a
///   term, and so is each pair of neighbours in a run (`晚上回去` gives `晚`, `晚上`, `上`, `上回`,
///   `回`, `回去`, `去`), so a query's pairs find a Chinese word anywhere inside a sentence.
package enum SearchTokenizer {
    package static let maxTermLength = 32

    /// Calls `body` with each term of `text`, in order, repeats included.
    package static func forEachTerm(in text: String, _ body: (String) -> Void) {
        var text = text
        text.withUTF8 { bytes in
            forEachTerm(in: bytes) { term, isTerm in
                let text = String(decoding: term, as: UTF8.self)
                body(isTerm ? text : fold(text))
            }
        }
    }

    /// Calls `body` with each term of the UTF-8 `text` (bytes that are no valid UTF-8 separate
    /// words), in order, repeats included: a term as it is (`isTerm`), or a word with letters
    /// beyond ASCII, as it stands in the text, which `fold` makes a term. The bytes handed to
    /// `body` are valid only during the call. (Bytes, not `String`s: a build cuts all its text,
    /// and a `Character` or a `String` costs much more per term. A term is most often a slice
    /// of `text`, copied only to lowercase or cut an ASCII word.)
    package static func forEachTerm(in text: UnsafeBufferPointer<UInt8>, _ body: (_ term: UnsafeBufferPointer<UInt8>, _ isTerm: Bool) -> Void) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxTermLength) { lowered in
            // The word being read: where it starts (nil when none), whether it is all ASCII, and
            // whether it has capitals.
            var start: Int?
            var plain = true
            var upper = false
            // Where the CJK character just before starts, if the one before is one.
            var previousCJK: Int?
            func endWord(at end: Int) {
                guard let first = start else { return }
                let word = UnsafeBufferPointer(rebasing: text[first..<end])
                if !plain {
                    body(word, false)
                } else if !upper && word.count <= maxTermLength {
                    body(word, true)
                } else {
                    let count = min(word.count, maxTermLength)
                    // `| 0x20` lowercases a capital and leaves a small letter or a digit as it is.
                    for offset in 0..<count { lowered[offset] = word[offset] | 0x20 }
                    body(UnsafeBufferPointer(rebasing: lowered[0..<count]), true)
                }
                (start, plain, upper) = (nil, true, false)
            }
            var index = 0
            while index < text.count {
                let byte = text[index]
                if byte < 0x80 {
                    previousCJK = nil
                    if isASCIILetterOrDigit(byte) {
                        // The run of ASCII letters and digits at once.
                        if start == nil { start = index }
                        repeat {
                            upper = upper || text[index] &- UInt8(ascii: "A") < 26
                            index += 1
                        } while index < text.count && isASCIILetterOrDigit(text[index])
                    } else {
                        endWord(at: index)
                        index += 1
                    }
                    continue
                }
                let (scalar, length) = decode(text, at: index)
                let end = index + length
                if let scalar, isCJK(scalar) {
                    endWord(at: index)
                    body(UnsafeBufferPointer(rebasing: text[index..<end]), true)
                    if let previous = previousCJK { body(UnsafeBufferPointer(rebasing: text[previous..<end]), true) }
                    previousCJK = index
                } else if let scalar, isWordPart(scalar) {
                    previousCJK = nil
                    if start == nil { start = index }
                    plain = false
                } else {
                    previousCJK = nil
                    endWord(at: index)
                }
                index = end
            }
            endWord(at: text.count)
        }
    }

    @inline(__always)
    package static func isASCIILetterOrDigit(_ byte: UInt8) -> Bool {
        byte &- UInt8(ascii: "0") < 10 || (byte | 0x20) &- UInt8(ascii: "a") < 26
    }

    /// The scalar whose UTF-8 starts at `index` (a byte from 0x80) and its length in bytes; nil
    /// and 1 where no valid UTF-8 starts (what `String(decoding:as:)` reads as U+FFFD): a byte
    /// that starts nothing, one that is cut short, an overlong form, a surrogate or more than
    /// U+10FFFF.
    @inline(__always)
    package static func decode(_ text: UnsafeBufferPointer<UInt8>, at index: Int) -> (Unicode.Scalar?, Int) {
        let lead = text[index]
        let left = text.count - index
        func continues(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
        switch lead {
        case 0xE0...0xEF:
            guard left >= 3 else { return (nil, 1) }
            let (second, third) = (text[index + 1], text[index + 2])
            // Not overlong (E0 needs A0 and up), no surrogate (ED needs below A0).
            guard continues(second), continues(third), lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0 else { return (nil, 1) }
            return (Unicode.Scalar(UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)), 3)
        case 0xC2...0xDF:
            guard left >= 2, continues(text[index + 1]) else { return (nil, 1) }
            return (Unicode.Scalar(UInt32(lead & 0x1F) << 6 | UInt32(text[index + 1] & 0x3F)), 2)
        case 0xF0...0xF4:
            guard left >= 4 else { return (nil, 1) }
            let (second, third, fourth) = (text[index + 1], text[index + 2], text[index + 3])
            // Not overlong (F0 needs 90 and up), at most U+10FFFF (F4 needs below 90).
            guard continues(second), continues(third), continues(fourth), lead != 0xF0 || second >= 0x90, lead != 0xF4 || second < 0x90 else {
                return (nil, 1)
            }
            let value = UInt32(lead & 0x07) << 18 | UInt32(second & 0x3F) << 12 | UInt32(third & 0x3F) << 6 | UInt32(fourth & 0x3F)
            return (Unicode.Scalar(value), 4)
        default:
            return (nil, 1)
        }
    }

    /// The distinct terms of `text`, in the order they first come.
    package static func terms(of text: String) -> [String] {
        var seen: Set<String> = []
        var terms: [String] = []
        forEachTerm(in: text) { if seen.insert($0).inserted { terms.append($0) } }
        return terms
    }

    /// A word as a term: lowercased, decomposed, without its marks, at most `maxTermLength`
    /// scalars. (An ASCII word needs only lowercasing, done as it is read.)
    package static func fold(_ word: String) -> String {
        var folded = String.UnicodeScalarView()
        var count = 0
        for scalar in word.lowercased().decomposedStringWithCanonicalMapping.unicodeScalars where !isMark(scalar) {
            guard count < maxTermLength else { break }
            folded.append(scalar)
            count += 1
        }
        return String(folded)
    }

    /// Han (with its extensions and compatibility ideographs), hiragana, katakana and Hangul
    /// syllables: what `search-text.js` calls CJK too.
    package static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    package static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    package static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
