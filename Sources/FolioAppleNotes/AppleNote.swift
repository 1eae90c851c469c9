/// A note's body as Notes stores it, read: its paragraphs with their styles, ready to be shown
/// as HTML (`html(attachment:)`) or searched (`plainText`). Made by `AppleNoteBody.decode`.
public struct AppleNote: Equatable, Sendable {
    let paragraphs: [NoteParagraph]
    /// The paragraph the page shows as its title rather than in the body: the first one that is
    /// not blank, when it has Notes' title style.
    let titleParagraph: Int?

    /// The first line that is not blank, trimmed (Notes calls a note by its first line, and
    /// keeps it as ZTITLE1); empty for an empty note.
    public let title: String

    init(paragraphs: [NoteParagraph]) {
        self.paragraphs = paragraphs
        let first = paragraphs.firstIndex { !$0.isBlank && !$0.isOnlyAttachments }
        title = first.map { paragraphs[$0].text.trimmed } ?? ""
        titleParagraph = first.flatMap { paragraphs[$0].kind == .title ? $0 : nil }
    }

    /// The words of the note, title included, one paragraph a line and blank ones left out:
    /// for search. Attachments add nothing.
    public var plainText: String {
        paragraphs.filter { !$0.isBlank }.map(\.text).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// The words of the note as `plainText` gives them, without its monospaced lines: where its
    /// `#tags` are looked for, since a `#` in code (`#include`, a CSS `#selector`) is no tag.
    /// The words of inline attachments are left out: Notes' own tags are known as they are
    /// (the store's `hashtags`), not as a `#` followed by what a Markdown tag may hold.
    public var textOutsideCode: String {
        paragraphs.filter { !$0.isBlank && $0.kind != .monospaced }.map(\.typedText).filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// Every attachment the text holds, in order, each once.
    public var attachments: [AttachmentRef] {
        var seen = Set<AttachmentRef>()
        var found: [AttachmentRef] = []
        for paragraph in paragraphs {
            for case .attachment(let attachment) in paragraph.pieces where seen.insert(attachment).inserted {
                found.append(attachment)
            }
        }
        return found
    }

    /// The note with each inline attachment (a `#tag`, a mention) that `words` knows replaced by
    /// its words, as plain text; one it does not know stays an attachment (a placeholder).
    public func resolvingInlineText(_ words: (AttachmentRef) -> String?) -> AppleNote {
        var resolved = paragraphs
        for index in resolved.indices {
            resolved[index].pieces = resolved[index].pieces.map { piece in
                guard case .attachment(let ref) = piece, ref.isInlineText, let text = words(ref) else { return piece }
                return .inlineText(text)
            }
        }
        return AppleNote(paragraphs: resolved)
    }
}
