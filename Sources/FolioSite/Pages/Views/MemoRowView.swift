import FolioBase
import FolioModel
import FolioOutput

package struct MemoRowView: Sendable, TemplateFields {
    package let title: String
    package let href: String
    /// `HH:mm` or `yyyy/MM/dd`, by the memo app's 24-hour rule.
    package let listTime: String
    package let datetime: String
    /// The memo's notebook, on lists that mix notebooks (a tag, the home page); nil on its own.
    package let notebook: String?
    /// The start of its body as plain text, on one line; nil when the body is empty.
    package let summary: String?
}
