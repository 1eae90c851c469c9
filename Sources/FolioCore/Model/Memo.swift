/// One memo of an account: a title, when it was written, and a Markdown body.
public struct Memo: Sendable, Equatable {
    public var title: String
    public var createTime: LocalDateTime
    /// Markdown.
    public var detail: String
    /// Where it was read from, e.g. `Content/memos.plist: account "qq", memo 3`.
    public var source: SourceLocation

    public init(title: String, createTime: LocalDateTime, detail: String, source: SourceLocation) {
        self.title = title
        self.createTime = createTime
        self.detail = detail
        self.source = source
    }
}
