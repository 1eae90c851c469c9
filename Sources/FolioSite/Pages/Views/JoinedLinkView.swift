import FolioBase
import FolioModel
import FolioOutput

/// A link in a list of names, with the words that join it to the one before: nothing for the
/// first, `, ` or ` & ` (`names_separator`, `names_last_separator`) for the others.
package struct JoinedLinkView: Sendable, TemplateFields {
    package let before: String
    package let title: String
    package let href: String

    /// The names as links, joined as the language joins names.
    package static func joined(_ links: [LinkView], strings: InterfaceStrings) -> [JoinedLinkView] {
        links.enumerated().map { index, link in
            let before = index == 0 ? "" : strings.text(index == links.count - 1 ? "names_last_separator" : "names_separator")
            return JoinedLinkView(before: before, title: link.title, href: link.href)
        }
    }
}
