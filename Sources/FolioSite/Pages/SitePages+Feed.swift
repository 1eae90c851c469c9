import FolioBase
import FolioModel
import FolioOutput

/// The Atom feed and the sitemap: absolute links under the base URL, so made only with one.
/// Every text in them is cleaned of the characters XML forbids, so they stay well-formed.
extension SitePages {
    package static let feedMemos = 20
    package static let feedBooks = 10

    package func feedPage() -> Page {
        let base = site.baseURL ?? ""
        let newest = model.newestMemos.prefix(Self.feedMemos)
        let updated = newest.first.map { time.rfc3339(for: content.notebooks[$0.account].notes[$0.memo].created) }
            ?? "1970-01-01T00:00:00+00:00"
        var entries = newest.map { reference -> FeedEntryView in
            let memo = content.notebooks[reference.account].notes[reference.memo]
            let url = site.absoluteURL(siteMap.memoPath(reference.account, reference.memo)) ?? base
            return FeedEntryView(title: memo.title.withoutCharactersXMLForbids, url: url, updated: time.rfc3339(for: memo.created),
                                 category: content.notebooks[reference.account].displayName.withoutCharactersXMLForbids,
                                 contentHTML: model.memoTexts[reference.account][reference.memo].html.withoutCharactersXMLForbids)
        }
        entries += content.books.indices.reversed().prefix(Self.feedBooks).map { index in
            let book = content.books[index]
            let texts = model.bookTexts[index]
            return FeedEntryView(title: "\(strings.bookTitle(book.title)) \(strings.names(book.authorNames))".withoutCharactersXMLForbids, url: site.absoluteURL(siteMap.path(for: .book(index))) ?? base,
                                 updated: updated, category: "Books", contentHTML: (texts.description.html + texts.review.html).withoutCharactersXMLForbids)
        }
        let view = FeedView(siteTitle: siteTitle.withoutCharactersXMLForbids, author: (site.author ?? siteTitle).withoutCharactersXMLForbids, feedURL: site.absoluteURL(SiteMap.feed) ?? base,
                            siteURL: site.absoluteURL(SiteMap.index) ?? base, updated: updated, entries: entries)
        return Page(path: SiteMap.feed, template: "feed", view: view)
    }

    package func sitemapPage() -> Page {
        let urls = siteMap.jobs.compactMap { job -> String? in
            switch job {
            case .notFound, .feed, .sitemap: return nil
            default: return site.absoluteURL(siteMap.path(for: job))
            }
        }
        return Page(path: SiteMap.sitemap, template: "sitemap", view: SitemapView(urls: urls))
    }
}
