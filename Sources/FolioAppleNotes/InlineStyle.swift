/// How a stretch of a note's text is set, as far as its HTML shows it. Fonts, sizes and colours
/// are left to the page's theme; links are kept only to `http:`, `https:` and `mailto:`.
struct InlineStyle: Equatable, Sendable {
    enum Script: Equatable, Sendable {
        case baseline, superscript, `subscript`
    }

    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false
    var script = Script.baseline
    var link: String?

    static let plain = InlineStyle()

    /// The link when it leads somewhere a page may send a reader: Notes' own links
    /// (`applenotes:`) and anything else are shown as their text.
    static func safeLink(_ link: String) -> String? {
        let trimmed = link.trimmed
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        return ["http", "https", "mailto"].contains(trimmed[..<colon].lowercased()) ? trimmed : nil
    }
}
