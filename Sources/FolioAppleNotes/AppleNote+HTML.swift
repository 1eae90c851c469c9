extension AppleNote {
    /// The body as HTML, one block a line, every text escaped. The title paragraph (`title`) is
    /// left out when it has Notes' title style: the page shows it as its heading. Headings are
    /// `h2` (a later title, a heading) and `h3` (a subheading); monospaced lines make one
    /// `<pre><code>` a run; lists nest by their indent; a checklist item holds a disabled
    /// checkbox. Blank paragraphs are left out (but in code).
    ///
    /// `attachment` says what each attachment is shown as: an image is a `<figure>` in a
    /// paragraph of its own (an `<img>` among words), a file or a URL card a link, a table a
    /// `<table>` (between paragraphs, never inside one). Nil writes a placeholder naming the
    /// kind: `<span class="attachment">[PDF]</span>`.
    public func html(attachment: (AttachmentRef) -> AttachmentContent?) -> String {
        withoutActuallyEscaping(attachment) { attachment in
            var writer = NoteHTMLWriter(attachment: attachment)
            for (index, paragraph) in paragraphs.enumerated() where index != titleParagraph {
                writer.write(paragraph)
            }
            return writer.finish()
        }
    }
}
