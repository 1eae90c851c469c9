struct FeedEntryView: Sendable {
    let title, url, updated, category, contentHTML: String
}

extension FeedEntryView: TemplateFields {
    static let fields: [TemplateField<FeedEntryView>] = [
        .init("title") { $0.title },
        .init("url") { $0.url },
        .init("updated") { $0.updated },
        .init("category") { $0.category },
        .init("contentHTML") { $0.contentHTML },
    ]
}

struct FeedView: Sendable {
    let siteTitle, author, feedURL, siteURL, updated: String
    let entries: [FeedEntryView]
}

extension FeedView: TemplateFields {
    static let fields: [TemplateField<FeedView>] = [
        .init("siteTitle") { $0.siteTitle },
        .init("author") { $0.author },
        .init("feedURL") { $0.feedURL },
        .init("siteURL") { $0.siteURL },
        .init("updated") { $0.updated },
        .init("entries") { $0.entries },
    ]
}

struct SitemapView: Sendable {
    let urls: [String]
}

extension SitemapView: TemplateFields {
    static let fields: [TemplateField<SitemapView>] = [
        .init("urls") { $0.urls },
    ]
}
