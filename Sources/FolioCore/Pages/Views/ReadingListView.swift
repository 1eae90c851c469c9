/// Pages saved to read later, newest first.
struct ReadingListView: Sendable, TemplateFields {
    let countText: String
    /// `3 unread`.
    let unreadText: String
    let items: [ReadingListEntryView]
    let pager: PagerView?
}
