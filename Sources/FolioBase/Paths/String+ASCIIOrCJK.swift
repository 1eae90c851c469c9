import Foundation

extension String {
    /// True when every scalar is ASCII or a CJK ideograph, kana letter or CJK or full-width
    /// punctuation mark. Such text is already in NFC and has no letter case outside ASCII, so
    /// slugs and path keys can skip Foundation's normalisation, which costs far more than the
    /// rest of naming a page. (None of these is a combining mark; those that decompose, like
    /// `が`, are the composed form NFC keeps.)
    package var isASCIIOrCJK: Bool {
        unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0..<0x80, 0x3001...0x3029, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                 0xFF01...0xFF20, 0xFF3B...0xFF40, 0xFF5B...0xFF5E:
                true
            default:
                false
            }
        }
    }

    /// In NFC and lower case: how tags and titles are matched, whatever form and case they were
    /// written in. ASCII and CJK text skips the normalisation (see `isASCIIOrCJK`).
    package var matchingKey: String {
        (isASCIIOrCJK ? self : precomposedStringWithCanonicalMapping).lowercased()
    }
}
