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

    /// The link when it leads somewhere a page may send a reader, or to another note (Notes' own
    /// `applenotes:` links, which the site turns into links between pages or drops); anything
    /// else is shown as its text.
    static func safeLink(_ link: String) -> String? {
        let trimmed = link.trimmed
        guard let colon = trimmed.firstIndex(of: ":") else { return nil }
        return ["http", "https", "mailto", "applenotes"].contains(trimmed[..<colon].lowercased()) ? trimmed : nil
    }
}
