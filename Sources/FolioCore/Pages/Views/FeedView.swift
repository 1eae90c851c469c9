struct FeedView: Sendable, TemplateFields {
    let siteTitle, author, feedURL, siteURL, updated: String
    let entries: [FeedEntryView]
}
