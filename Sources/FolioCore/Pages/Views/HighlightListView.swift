/// Every highlight, newest first.
struct HighlightListView: Sendable, TemplateFields {
    let countText: String
    let highlights: [HighlightEntryView]
    let pager: PagerView?
}
