struct FeedEntryView: Sendable, TemplateFields {
    let title, url, updated, category, contentHTML: String
}
