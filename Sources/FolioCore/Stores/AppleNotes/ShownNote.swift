/// An Apple Notes body as the site shows it: its title and plain text (and that text without its
/// code, where its `#tags` are found), its HTML, the files
/// beside the database it shows (as written in the HTML), and the image attachments whose file
/// was not found (each shown as `[image]`).
struct ShownNote: Sendable {
    let title: String
    let text: String
    let textOutsideCode: String
    let html: String
    let files: [String]
    let unfoundImages: [String]
}
