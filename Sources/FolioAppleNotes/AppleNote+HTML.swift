extension AppleNote {
    /// The body as HTML, one block a line, every text escaped. The title paragraph (`title`) is
    /// left out when it has Notes' title style: the page shows it as its heading. Headings are
    /// `h2` (a later title, a heading) and `h3` (a subheading); monospaced lines make one
    /// `<pre><code>` a run; lists nest by their indent; a checklist item holds a disabled
    /// checkbox. Blank paragraphs are left out (but in code).
    ///
    /// `attachment` gives the HTML for each attachment, written as given (so it must be safe
    /// and whole): a paragraph of attachments alone is written without `<p>` around it, so it may
    /// be a block such as `<figure>`; within words it should be inline. Nil writes a placeholder
    /// naming the kind: `<span class="attachment">[image]</span>`.
    public func html(attachment: (AttachmentRef) -> String?) -> String {
        withoutActuallyEscaping(attachment) { attachment in
            var writer = NoteHTMLWriter(attachment: attachment)
            for (index, paragraph) in paragraphs.enumerated() where index != titleParagraph {
                writer.write(paragraph)
            }
            return writer.finish()
        }
    }
}
