/// What an attachment is shown as, as the reader of the store found it: the note writes each
/// as HTML (`AppleNote.html(attachment:)`), so no store adapter writes any.
public enum AttachmentContent: Equatable, Sendable {
    /// An image file beside the database; `path` relative to it, percent-encoded for a link.
    case image(path: String)
    /// Any other file beside the database (a PDF, audio, video), linked by its name.
    case file(path: String, name: String)
    /// A URL card (`public.url`): a link with its title. Only `http:`, `https:` and `mailto:`
    /// are linked; any other is shown as its words.
    case link(url: String, title: String)
    /// A table, read from its data.
    case table(AppleNoteTable)
}
