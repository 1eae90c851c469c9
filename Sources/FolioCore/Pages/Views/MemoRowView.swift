struct MemoRowView: Sendable, TemplateFields {
    let title: String
    let href: String
    /// `HH:mm` or `yyyy/MM/dd`, by the memo app's 24-hour rule.
    let listTime: String
    let datetime: String
    /// The memo's notebook, on lists that mix notebooks (a tag, the home page); nil on its own.
    let notebook: String?
    /// The start of its body as plain text, on one line; nil when the body is empty.
    let summary: String?
}
