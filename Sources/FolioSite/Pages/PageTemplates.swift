import FolioBase
import FolioModel
import FolioOutput

/// Which view each page template is rendered with (`SitePages` makes the pages; a test checks
/// every page it makes against this table), so templates can be checked before rendering.
package enum PageTemplates {
    package static let views: [String: TemplateView.Type] = [
        "index": IndexView.self, "404": LayoutOnlyView.self, "search": SearchView.self,
        "account": AccountView.self, "memo": MemoView.self, "tags": TagIndexView.self, "tag": TagView.self,
        "books": BookListView.self, "book": BookView.self, "authors": AuthorIndexView.self, "author": AuthorView.self,
        "stats": StatsView.self, "feed": FeedView.self, "sitemap": SitemapView.self,
        "highlights": HighlightListView.self, "shelf": ReadingShelfView.self, "year": ReadingYearView.self,
        "read-later": ReadingListView.self, "notebooks": NotesHomeView.self, "book-tags": CountedLinksView.self,
    ]
}
