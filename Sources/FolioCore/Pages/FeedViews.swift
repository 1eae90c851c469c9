@TemplateValues
struct FeedEntryView: Sendable {
    let title, url, updated, category, contentHTML: String
}

@TemplateValues
struct FeedView: Sendable {
    let siteTitle, author, feedURL, siteURL, updated: String
    let entries: [FeedEntryView]
}

@TemplateValues
struct SitemapView: Sendable {
    let urls: [String]
}
