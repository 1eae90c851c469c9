/// One line of a note's text (paragraphs end at "\n"), with its paragraph style.
struct NoteParagraph: Equatable, Sendable {
    var kind = ParagraphKind.body
    /// The list level, from 0 to `AppleNoteLimits.listLevels` - 1.
    var level = 0
    /// A checklist item that is ticked.
    var checked = false
    var pieces: [NotePiece] = []

    /// The words, without attachments.
    var text: String {
        var text = ""
        for case .text(let words, _) in pieces { text += words }
        return text
    }

    /// Holds nothing to show: no attachment, and only white space.
    var isBlank: Bool {
        pieces.allSatisfy { piece in
            if case .text(let words, _) = piece { return words.allSatisfy(\.isWhitespace) }
            return false
        }
    }

    /// Holds attachments and no words.
    var isOnlyAttachments: Bool {
        !pieces.isEmpty && text.allSatisfy(\.isWhitespace) && pieces.contains { if case .attachment = $0 { true } else { false } }
    }
}
