struct MemoView: Sendable, TemplateFields {
    let title: String
    let fullTime: String
    let datetime: String
    /// When it was last changed, when its app keeps that and it differs from when it was written.
    var updatedTime: String? = nil
    var updatedDatetime: String? = nil
    let bodyHTML: HTMLText
    let account: LinkView
    /// The memo written before this one, and the one after, in the same account.
    let previous: LinkView?
    let next: LinkView?
    /// Its `#tags`, each linking to the tag's page.
    let tags: [LinkView]
    var hasTags: Bool { !tags.isEmpty }
    /// The memos that link to this one, newest first.
    var backlinks: [LinkView] = []
    var hasBacklinks: Bool { !backlinks.isEmpty }
}
