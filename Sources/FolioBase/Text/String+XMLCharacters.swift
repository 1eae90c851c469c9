extension String {
    /// The text without the characters XML 1.0 forbids in a document: the C0 controls but tab,
    /// line feed and carriage return, and U+FFFE and U+FFFF. The feed and the sitemap are XML,
    /// and one such character anywhere makes a feed reader reject the whole file.
    package var withoutCharactersXMLForbids: String {
        guard unicodeScalars.contains(where: Self.isForbiddenInXML) else { return self }
        var kept = String.UnicodeScalarView()
        kept.append(contentsOf: unicodeScalars.lazy.filter { !Self.isForbiddenInXML($0) })
        return String(kept)
    }

    private static func isForbiddenInXML(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
