import FolioMarkdown
import FolioModel

extension Memo {
    /// The `#tags` its text holds, as the model finds them: the title line's, then the body's
    /// (the title line is parsed apart, as the page does not show it in the body); or, for a body
    /// that came as HTML, those of `tagText` when it has one.
    package func writtenTags(using markdown: MarkdownRenderer) -> [String] {
        if let tagText { return markdown.tags(in: tagText) }
        let detail = detail
        let body = Self.body(of: detail, title: title)
        var tags = body.utf8.count == detail.utf8.count ? [] : markdown.tags(in: String(detail.utf8.prefix(detail.utf8.count - body.utf8.count)) ?? "")
        for tag in markdown.tags(in: body) where !tags.contains(tag) { tags.append(tag) }
        return tags
    }
}
