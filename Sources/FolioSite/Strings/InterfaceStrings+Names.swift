import FolioBase
import FolioModel
import FolioOutput

extension InterfaceStrings {
    /// Several names as the language joins them: `A & B`, `A, B & C` in English, `A、B、C` in
    /// Chinese (`names_separator`, `names_last_separator`). Each name stays whole, commas and all.
    package func names(_ names: [String]) -> String {
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: text("names_separator")) + text("names_last_separator") + names[names.count - 1]
    }

    /// A book's title as the language sets one in running text: plain in English, in 《》 in
    /// Chinese (`title_open`, `title_close`).
    package func bookTitle(_ title: String) -> String {
        text("title_open") + title + text("title_close")
    }
}
