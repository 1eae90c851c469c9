import Foundation

/// A readable path segment made from a name or title: Unicode letters, marks and digits kept
/// (in NFC), ASCII letters lowercased, every other run of characters one hyphen.
public enum Slug {
    /// Longest segment in UTF-8 bytes: far under the 255-byte file name limit.
    static let maximumBytes = 100
    /// Names Windows will not create a file or folder under.
    static let reserved = Set(["con", "prn", "aux", "nul"] + (1...9).flatMap { ["com\($0)", "lpt\($0)"] })

    public static func make(_ text: String, fallback: String) -> String {
        var slug = ""
        var pendingHyphen = false
        var bytes = 0
        for scalar in text.precomposedStringWithCanonicalMapping.unicodeScalars {
            guard let kept = keep(scalar) else {
                pendingHyphen = !slug.isEmpty
                continue
            }
            let addition = (pendingHyphen ? 1 : 0) + String(kept).utf8.count
            if bytes + addition > maximumBytes { break }
            if pendingHyphen { slug += "-" }
            slug.unicodeScalars.append(kept)
            bytes += addition
            pendingHyphen = false
        }
        if slug.isEmpty { slug = fallback }
        if reserved.contains(slug) { slug += "-page" }
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
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .nonspacingMark, .spacingMark, .decimalNumber:
            return scalar
        default:
            return nil
        }
    }
}
