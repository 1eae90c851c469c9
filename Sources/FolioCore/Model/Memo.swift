/// One memo of an account: a title, when it was written, and a Markdown body.
struct Memo: Sendable, Equatable {
    var title: String
    var createTime: LocalDateTime
    /// Markdown.
    var detail: String
    /// Where it was read from, e.g. `Content/memos.plist: account "qq", memo 3`.
    var source: SourceLocation

    init(title: String, createTime: LocalDateTime, detail: String, source: SourceLocation) {
        self.title = title
        self.createTime = createTime
        self.detail = detail
        self.source = source
    }
}
