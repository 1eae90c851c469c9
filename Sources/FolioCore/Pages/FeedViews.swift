@TemplateValues
public struct FeedEntryView: Sendable {
    public let title, url, updated, category, contentHTML: String
}

@TemplateValues
public struct FeedView: Sendable {
    public let siteTitle, author, feedURL, siteURL, updated: String
    public let entries: [FeedEntryView]
}

@TemplateValues
public struct SitemapView: Sendable {
    public let urls: [String]
}
