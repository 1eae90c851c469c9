import Foundation

/// A readable path segment made from a name or title: Unicode letters, marks and digits kept
/// (in NFC), ASCII letters lowercased, every other run of characters one hyphen.
package enum Slug {
    /// Longest segment in UTF-8 bytes: far under the 255-byte file name limit.
    package static let maximumBytes = 100
    /// Names Windows will not create a file or folder under.
    package static let reserved = Set(["con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    package static func make(_ text: String, fallback: String) -> String {
        var slug = text.utf8.allSatisfy { $0 < 0x80 } ? ascii(text) : unicode(text.isASCIIOrCJK ? text : text.precomposedStringWithCanonicalMapping)
        if slug.isEmpty { slug = fallback }
        if reserved.contains(slug) { slug += "-page" }
        return slug
    }

    /// The same rule on bytes, for ASCII text (already in NFC): most titles, at a tenth of the cost.
    private static func ascii(_ text: String) -> String {
        var slug: [UInt8] = []
        slug.reserveCapacity(min(text.utf8.count, maximumBytes))
        var pendingHyphen = false
        for byte in text.utf8 {
            let kept: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): kept = byte + 32
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): kept = byte
            default:
                pendingHyphen = !slug.isEmpty
                continue
            }
            if slug.count + (pendingHyphen ? 2 : 1) > maximumBytes { break }
            if pendingHyphen { slug.append(UInt8(ascii: "-")) }
            slug.append(kept)
            pendingHyphen = false
        }
        return String(decoding: slug, as: UTF8.self)
    }

    /// `text` is in NFC.
    private static func unicode(_ text: String) -> String {
        var slug = ""
        var pendingHyphen = false
        var bytes = 0
        for scalar in text.unicodeScalars {
            guard let kept = keep(scalar) else {
                pendingHyphen = !slug.isEmpty
                continue
            }
            let addition = (pendingHyphen ? 1 : 0) + UTF8.width(kept)
            if bytes + addition > maximumBytes { break }
            if pendingHyphen { slug += "-" }
            slug.unicodeScalars.append(kept)
            bytes += addition
            pendingHyphen = false
        }
        return slug
    }

    private static func keep(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII {
            switch scalar {
            case "A"..."Z": return Unicode.Scalar(scalar.value + 32)
            case "a"..."z", "0"..."9": return scalar
            default: return nil
            }
        }
        // CJK ideographs, every one a letter (Unicode 14 assigned the last of these blocks),
        // skip the lookup of their properties, the most of a Chinese title's slug.
        if (0x3400...0x4DBF).contains(scalar.value) || (0x4E00...0x9FFF).contains(scalar.value) { return scalar }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .decimalNumber:
            return scalar
        default:
            return nil
        }
    }
}
