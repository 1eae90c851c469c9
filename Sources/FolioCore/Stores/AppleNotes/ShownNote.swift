/// An Apple Notes body as the site shows it: its title and plain text (a table's words after
/// the rest), that text without its code and its inline tags (where written `#tags` are found),
/// its HTML, the files beside the database it shows (as written in the HTML), Notes' own tags
/// (its `#tag` attachments, without `#`), and each attachment shown as a placeholder because
/// what it needs is missing or damaged.
struct ShownNote: Sendable {
    /// `attachment`: its kind and identifier (`PDF E3C7…`); `message` says what is wrong, and
    /// what the note shows instead.
    struct Problem: Sendable, Equatable {
        let attachment: String
        let message: String
    }

    let title: String
    let text: String
    let textOutsideCode: String
    let html: String
    let files: [String]
    let tags: [String]
    let problems: [Problem]
}
