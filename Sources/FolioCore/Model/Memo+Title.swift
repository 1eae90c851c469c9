import FolioMarkdown

/// The memo app writes a memo's title as the first line of its detail.
extension Memo {
    /// The first line of `detail` with text in it, without a Markdown heading's leading `#`s.
    static func firstLineTitle(of detail: String) -> String {
        firstLine(of: detail)?.title ?? ""
    }

    /// The detail to show under the title: without its first line when that line is the title,
    /// so a page does not say it twice.
    var bodyMarkdown: String {
        Self.body(of: detail, title: title)
    }

    /// `detail` without its first line when that line is `title` (`bodyMarkdown`).
    static func body(of detail: String, title: String) -> String {
        guard let first = firstLine(of: detail), first.title == title else { return detail }
        return String(detail[first.end...])
    }

    private static func firstLine(of detail: String) -> (title: String, end: String.Index)? {
        var start = detail.startIndex
        while start < detail.endIndex {
            let end = detail[start...].firstIndex(where: \.isNewline) ?? detail.endIndex
            let line = String(detail[start..<end]).trimmingWhitespace
            if !line.isEmpty { return (headingText(line), end) }
            start = end < detail.endIndex ? detail.index(after: end) : end
        }
        return nil
    }

    private static func headingText(_ line: String) -> String {
        let withoutHashes = line.drop { $0 == "#" }
        let hashes = line.count - withoutHashes.count
        guard (1...6).contains(hashes), withoutHashes.first?.isWhitespace == true else { return line }
        let heading = String(withoutHashes).trimmingWhitespace
        return heading.isEmpty ? line : heading
    }
}

extension Memo {
    /// The `#tags` its text holds, as the model finds them: the title line's, then the body's
    /// (the title line is parsed apart, as the page does not show it in the body).
    func writtenTags(using markdown: MarkdownRenderer) -> [String] {
        let detail = detail
        let body = Self.body(of: detail, title: title)
        var tags = body.utf8.count == detail.utf8.count ? [] : markdown.tags(in: String(detail.utf8.prefix(detail.utf8.count - body.utf8.count)) ?? "")
        for tag in markdown.tags(in: body) where !tags.contains(tag) { tags.append(tag) }
        return tags
    }
}
