/// One line of a note's text (paragraphs end at "\n"), with its paragraph style.
struct NoteParagraph: Equatable, Sendable {
    var kind = ParagraphKind.body
    /// The list level, from 0 to `AppleNoteLimits.listLevels` - 1.
    var level = 0
    /// A checklist item that is ticked.
    var checked = false
    var pieces: [NotePiece] = []

    /// The words, inline attachments' words among them (a `#tag`), without other attachments.
    var text: String {
        var text = ""
        for piece in pieces {
            switch piece {
            case .text(let words, _), .inlineText(let words): text += words
            case .attachment: break
            }
        }
        return text
    }

    /// The words typed as words: without attachments, inline ones too.
    var typedText: String {
        var text = ""
        for case .text(let words, _) in pieces { text += words }
        return text
    }

    /// Holds nothing to show: no attachment, and only white space.
    var isBlank: Bool {
        pieces.allSatisfy { piece in
            switch piece {
            case .text(let words, _), .inlineText(let words): words.allSatisfy(\.isWhitespace)
            case .attachment: false
            }
        }
    }

    /// Holds attachments and no words.
    var isOnlyAttachments: Bool {
        !pieces.isEmpty && text.allSatisfy(\.isWhitespace) && pieces.contains { if case .attachment = $0 { true } else { false } }
    }
}
