/// Gathers a note's styled stretches of text into paragraphs, which end at "\n". A paragraph
/// takes its style from the run holding its first code unit, or its "\n" when it is empty.
struct ParagraphCollector {
    private var paragraphs: [NoteParagraph] = []
    private var current = NoteParagraph()
    private var styled = false

    mutating func add(_ text: Substring, run: Notes_AttributeRun?) {
        let style = Self.inlineStyle(run)
        let attachment = run.flatMap(Self.attachmentRef)
        if !text.utf8.contains(0x0A) {
            if !styled, !text.isEmpty {
                Self.applyParagraphStyle(run, to: &current)
                styled = true
            }
            return add(text, style: style, attachment: attachment)
        }
        // Split by scalars: "\r\n" is one Character, and would not split on "\n".
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, line) in lines.enumerated() {
            let endsParagraph = index < lines.count - 1
            if !styled, !line.isEmpty || endsParagraph {
                Self.applyParagraphStyle(run, to: &current)
                styled = true
            }
            add(Substring(line), style: style, attachment: attachment)
            if endsParagraph {
                paragraphs.append(current)
                current = NoteParagraph()
                styled = false
            }
        }
    }

    mutating func finish() -> [NoteParagraph] {
        if styled || !current.pieces.isEmpty { paragraphs.append(current) }
        current = NoteParagraph()
        styled = false
        return paragraphs
    }

    /// Adds a line's text to the paragraph: each U+FFFC of a run with attachment info becomes
    /// that attachment (one without is dropped: it stands for nothing), and characters that act
    /// rather than read are left out (below). Text of the same style as the piece before joins it.
    private mutating func add(_ line: Substring, style: InlineStyle, attachment: AttachmentRef?) {
        var words = ""
        func flush() {
            guard !words.isEmpty else { return }
            if case .text(let before, let previous)? = current.pieces.last, previous == style {
                current.pieces[current.pieces.count - 1] = .text(before + words, style)
            } else {
                current.pieces.append(.text(words, style))
            }
            words = ""
        }
        guard Self.mayHoldAttachmentOrActive(line), line.unicodeScalars.contains(where: { $0 == "\u{FFFC}" || Self.isActive($0) }) else {
            words = String(line)
            flush()
            return
        }
        for scalar in line.unicodeScalars {
            if scalar == "\u{FFFC}" {
                flush()
                if let attachment { current.pieces.append(.attachment(attachment)) }
            } else if !Self.isActive(scalar) {
                words.unicodeScalars.append(scalar)
            }
        }
        flush()
    }

    /// False when no byte of `line` can begin U+FFFC or an active character (`isActive`): a
    /// control or 0x7F, or the lead byte of a C1 control (0xC2), a bidi control (0xE2) or U+FFFC
    /// (0xEF). A look at bytes, where decoding every scalar was 8% of reading a store's notes.
    private static func mayHoldAttachmentOrActive(_ line: Substring) -> Bool {
        line.utf8.contains { byte in byte < 0x20 && byte != 0x09 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF }
    }

    /// Control characters (but tab), carriage returns (lines end at "\n") and bidirectional
    /// embeddings, overrides and isolates: what could act on the page rather than be read.
    private static func isActive(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    private static func applyParagraphStyle(_ run: Notes_AttributeRun?, to paragraph: inout NoteParagraph) {
        guard let run, run.hasParagraphStyle else { return }
        let style = run.paragraphStyle
        paragraph.kind = ParagraphKind(styleType: style.styleType)
        paragraph.level = Int(min(max(style.indentAmount, 0), Int32(AppleNoteLimits.listLevels - 1)))
        paragraph.checked = style.hasChecklist && style.checklist.done != 0
    }

    /// font_weight: 1 bold, 2 italic, 3 both; superscript: its sign says up or down.
    private static func inlineStyle(_ run: Notes_AttributeRun?) -> InlineStyle {
        guard let run else { return .plain }
        var style = InlineStyle()
        style.bold = run.fontWeight == 1 || run.fontWeight == 3
        style.italic = run.fontWeight == 2 || run.fontWeight == 3
        style.underline = run.underlined != 0
        style.strikethrough = run.strikethrough != 0
        style.script = run.superscript > 0 ? .superscript : run.superscript < 0 ? .subscript : .baseline
        style.link = run.hasLink ? InlineStyle.safeLink(run.link) : nil
        return style
    }

    private static func attachmentRef(_ run: Notes_AttributeRun) -> AttachmentRef? {
        guard run.hasAttachmentInfo else { return nil }
        return AttachmentRef(identifier: run.attachmentInfo.attachmentIdentifier, typeUTI: run.attachmentInfo.typeUti)
    }
}
