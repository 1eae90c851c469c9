/// A stretch of a paragraph: styled text, or an attachment where the text holds U+FFFC.
enum NotePiece: Equatable, Sendable {
    case text(String, InlineStyle)
    case attachment(AttachmentRef)
}
