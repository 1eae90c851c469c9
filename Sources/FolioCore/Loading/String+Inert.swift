extension String {
    /// The text with what could act rather than read removed: control characters (but tab and
    /// line breaks), bidirectional embeddings, overrides and isolates, and any mark joined to an
    /// HTML-special character (`< > & " '`) that would hide it from a per-character HTML escaper.
    var inert: String {
        var scalars = String.UnicodeScalarView()
        for scalar in unicodeScalars where !Self.isActive(scalar) {
            scalars.append(scalar)
        }
        var text = String(scalars)
        while let index = text.firstIndex(where: { $0.unicodeScalars.count > 1 && $0.unicodeScalars.contains(where: Self.isHTMLSpecial) }) {
            let specials = String(String.UnicodeScalarView(text[index].unicodeScalars.filter(Self.isHTMLSpecial)))
            text.replaceSubrange(index...index, with: specials)
        }
        return text
    }

    private static func isActive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    private static func isHTMLSpecial(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "<" || scalar == ">" || scalar == "&" || scalar == "\"" || scalar == "'"
    }
}
