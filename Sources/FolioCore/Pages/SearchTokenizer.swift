import Foundation

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
enum SearchTokenizer {
    static let maxTermLength = 32

    /// Calls `body` with each term of `text`, in order, repeats included.
    static func forEachTerm(in text: String, _ body: (String) -> Void) {
        var word: [UInt8] = []
        var plain = true
        var previousCJK: Unicode.Scalar?
        func endWord() {
            guard !word.isEmpty else { return }
            let text = String(decoding: word, as: UTF8.self)
            body(plain ? text : fold(text))
            word.removeAll(keepingCapacity: true)
            plain = true
        }
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                previousCJK = nil
                let byte = UInt8(scalar.value)
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    // A plain word stops growing at the longest term; one to fold is cut by `fold`.
                    if !plain || word.count < maxTermLength { word.append(byte | (byte >= UInt8(ascii: "A") ? 0x20 : 0)) }
                default:
                    endWord()
                }
            } else if isCJK(scalar) {
                endWord()
                body(String(scalar))
                if let previous = previousCJK {
                    var pair = String(previous)
                    pair.unicodeScalars.append(scalar)
                    body(pair)
                }
                previousCJK = scalar
            } else if isWordPart(scalar) {
                previousCJK = nil
                plain = false
                word.append(contentsOf: String(scalar).utf8)
            } else {
                previousCJK = nil
                endWord()
            }
        }
        endWord()
    }

    /// The distinct terms of `text`, in the order they first come.
    static func terms(of text: String) -> [String] {
        var seen: Set<String> = []
        var terms: [String] = []
        forEachTerm(in: text) { if seen.insert($0).inserted { terms.append($0) } }
        return terms
    }

    /// A word as a term: lowercased, decomposed, without its marks, at most `maxTermLength`
    /// scalars. (An ASCII word needs only lowercasing, done as it is read.)
    static func fold(_ word: String) -> String {
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
    static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3040...0x30FF, 0x31F0...0x31FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber, .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }
}
