import FolioBase
import FolioModel

/// An Apple Notes body as the site shows it: its title and plain text (a table's words after
/// the rest), that text without its code and its inline tags (where written `#tags` are found),
/// its HTML, the files beside the database it shows (as written in the HTML), Notes' own tags
/// (its `#tag` attachments, without `#`), and each attachment shown as a placeholder because
/// what it needs is missing or damaged.
package struct ShownNote: Sendable {
    /// `attachment`: its kind and identifier (`PDF E3C7…`); `message` says what is wrong, and
    /// what the note shows instead.
    package struct Problem: Sendable, Equatable {
        package let attachment: String
        package let message: String
    }

    package let title: String
    package let text: String
    package let textOutsideCode: String
    package let html: String
    package let files: [String]
    package let tags: [String]
    package let problems: [Problem]
}
