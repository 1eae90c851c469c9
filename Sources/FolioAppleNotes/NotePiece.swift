/// A stretch of a paragraph: styled text, an attachment where the text holds U+FFFC, or the
/// words an inline attachment stands for (a `#tag`, a mention), put in its place by
/// `AppleNote.resolvingInlineText`.
enum NotePiece: Equatable, Sendable {
    case text(String, InlineStyle)
    case attachment(AttachmentRef)
    case inlineText(String)
}
