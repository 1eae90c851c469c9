import FolioMarkdown
import FolioModel

extension Note {
    /// The `#tags` its text holds, as the model finds them: the title line's, then the body's
    /// (the title line is parsed apart, as the page does not show it in the body); or, for a body
    /// that came as HTML, those of `tagText` when it has one.
    package func writtenTags(using markdown: MarkdownRenderer) -> [String] {
        if let tagText { return markdown.tags(in: tagText) }
        let whole = body
        let shown = Self.body(of: whole, title: title)
        var tags = shown.utf8.count == whole.utf8.count ? [] : markdown.tags(in: String(whole.utf8.prefix(whole.utf8.count - shown.utf8.count)) ?? "")
        for tag in markdown.tags(in: shown) where !tags.contains(tag) { tags.append(tag) }
        return tags
    }
}
