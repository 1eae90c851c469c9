import FolioBase

/// How a highlight is drawn over its passage.
package enum HighlightMark: String, Sendable, Equatable {
    /// A coloured background.
    case highlight
    case underline
    case strikeout
    /// The passage drawn in reverse (light on dark).
    case invert
    /// A wavy line under it (calibre's viewer).
    case wavy
}
