import Mustache

public struct FeedEntryView: Sendable, TemplateView {
    public let title, url, updated, category, contentHTML: String

    public func value(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "updated": updated
        case "category": category
        case "contentHTML": contentHTML
        default: nil
        }
    }
}

public struct FeedView: Sendable, TemplateView {
    public let siteTitle, author, feedURL, siteURL, updated: String
    public let entries: [FeedEntryView]

    public func value(named name: String) -> Any? {
        switch name {
        case "siteTitle": siteTitle
        case "author": author
        case "feedURL": feedURL
        case "siteURL": siteURL
        case "updated": updated
        case "entries": entries
        default: nil
        }
    }
}

public struct SitemapView: Sendable, TemplateView {
    public let urls: [String]

    public func value(named name: String) -> Any? {
        name == "urls" ? urls : nil
    }
}
