import FolioHTML

/// Writes a note's paragraphs as HTML blocks, one a line. It keeps the blocks that span
/// paragraphs open between them: a code block (consecutive monospaced lines) and the lists
/// (consecutive list items, nested by their level), and closes each where it ends, so every
/// element it opens is closed.
struct NoteHTMLWriter {
    private struct OpenList {
        let kind: ParagraphKind.List
        let level: Int
    }

    private var html = ""
    /// Innermost last; each has an item open.
    private var lists: [OpenList] = []
    private var inCode = false
    private let attachment: (AttachmentRef) -> AttachmentContent?

    init(attachment: @escaping (AttachmentRef) -> AttachmentContent?) {
        self.attachment = attachment
    }

    mutating func write(_ paragraph: NoteParagraph) {
        switch paragraph.kind {
        case .monospaced:
            closeLists()
            html += inCode ? "\n" : "<pre><code>"
            inCode = true
            html += inline(paragraph.pieces)
        case .list(let kind):
            // An empty item (a bullet with nothing after it) neither shows nor ends the list.
            if paragraph.isBlank { return }
            closeCode()
            item(paragraph, kind: kind)
        case .body, .title, .heading, .subheading:
            closeCode()
            closeLists()
            block(paragraph)
        }
    }

    mutating func finish() -> String {
        closeCode()
        closeLists()
        return html
    }

    private mutating func block(_ paragraph: NoteParagraph) {
        if paragraph.isBlank { return }
        if paragraph.kind == .body, paragraph.isOnlyAttachments {
            for case .attachment(let ref) in paragraph.pieces {
                html += AttachmentHTML.block(ref, attachment(ref)) + "\n"
            }
            return
        }
        let tag = switch paragraph.kind {
        case .title, .heading: "h2"
        case .subheading: "h3"
        default: "p"
        }
        // A table among words (a paragraph cannot hold one) is written between the words before
        // and after it, each in a paragraph of their own.
        var words: [NotePiece] = []
        func flush() {
            if !words.isEmpty, !NoteParagraph(pieces: words).isBlank { html += "<\(tag)>" + inline(words) + "</\(tag)>\n" }
            words = []
        }
        for piece in paragraph.pieces {
            if case .attachment(let ref) = piece, case .table(let table)? = attachment(ref) {
                flush()
                html += table.html + "\n"
            } else {
                words.append(piece)
            }
        }
        flush()
    }

    /// An item at its level: lists deeper than it close; a list of another kind at its level
    /// closes; then it joins the list at its level, or opens one (inside the open item, when
    /// there is one).
    private mutating func item(_ paragraph: NoteParagraph, kind: ParagraphKind.List) {
        while let top = lists.last, top.level > paragraph.level { closeList() }
        if let top = lists.last, top.level == paragraph.level, top.kind != kind { closeList() }
        if let top = lists.last, top.level == paragraph.level {
            html += "</li>\n"
        } else {
            if !lists.isEmpty { html += "\n" }
            html += Self.openTag(kind) + "\n"
            lists.append(OpenList(kind: kind, level: paragraph.level))
        }
        if kind == .checklist {
            html += paragraph.checked ? "<li class=\"done\"><input type=\"checkbox\" disabled checked> " : "<li><input type=\"checkbox\" disabled> "
        } else {
            html += "<li>"
        }
        html += inline(paragraph.pieces)
    }

    private mutating func closeList() {
        let list = lists.removeLast()
        html += "</li>\n" + (list.kind == .numbered ? "</ol>" : "</ul>") + "\n"
    }

    private mutating func closeLists() {
        while !lists.isEmpty { closeList() }
    }

    private mutating func closeCode() {
        guard inCode else { return }
        html += "</code></pre>\n"
        inCode = false
    }

    private static func openTag(_ kind: ParagraphKind.List) -> String {
        switch kind {
        case .dotted: "<ul>"
        case .dashed: "<ul class=\"dashed\">"
        case .numbered: "<ol>"
        case .checklist: "<ul class=\"checklist\">"
        }
    }

    private func inline(_ pieces: [NotePiece]) -> String {
        Self.inline(pieces) { ref in AttachmentHTML.inline(ref, attachment(ref)) }
    }

    /// Text inside its style's elements, outermost first: link, bold, italic, underline,
    /// strikethrough, superscript or subscript; an inline attachment's words as plain text.
    /// Attachments as `attachment` writes them.
    static func inline(_ pieces: [NotePiece], attachment: (AttachmentRef) -> String) -> String {
        var out = ""
        for piece in pieces {
            switch piece {
            case .attachment(let ref):
                out += attachment(ref)
            case .inlineText(let words):
                out += HTMLEscaping.escaped(words)
            case .text(let words, let style):
                var open = "", close = ""
                func wrap(_ tag: String, _ attributes: String = "") {
                    open += "<\(tag)\(attributes)>"
                    close = "</\(tag)>" + close
                }
                if let link = style.link { wrap("a", " href=\"\(HTMLEscaping.escaped(link))\"") }
                if style.bold { wrap("strong") }
                if style.italic { wrap("em") }
                if style.underline { wrap("u") }
                if style.strikethrough { wrap("s") }
                if style.script == .superscript { wrap("sup") }
                if style.script == .subscript { wrap("sub") }
                out += open + HTMLEscaping.escaped(words) + close
            }
        }
        return out
    }
}
