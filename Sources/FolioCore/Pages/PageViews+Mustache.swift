import Mustache

// Name lookups for the page views (see Views+Mustache.swift). `layoutChild` serves the names
// every page has, for the shared layout.

extension IndexView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "booksHref": booksHref
        case "accounts": accounts
        case "hasAccounts": hasAccounts
        case "memoCount": memoCount
        case "newestBooks": newestBooks
        case "hasBooks": hasBooks
        case "bookCountText": bookCountText
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension AccountView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "countText": countText
        case "memos": memos
        case "pager": pager
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension MemoView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "title": title
        case "fullTime": fullTime
        case "datetime": datetime
        case "bodyHTML": bodyHTML
        case "account": account
        case "previous": previous
        case "next": next
        case "tags": tags
        case "hasTags": hasTags
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension BookListView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "groups": groups
        case "hasBooks": hasBooks
        case "order": order
        case "pager": pager
        case "bookCountText": bookCountText
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension BookView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "booksHref": booksHref
        case "title": title
        case "author": author
        case "authorHref": authorHref
        case "score": score
        case "sections": sections
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension AuthorView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "booksHref": booksHref
        case "name": self.name
        case "countText": countText
        case "introHTML": introHTML
        case "books": books
        case "pager": pager
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension AuthorIndexView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "booksHref": booksHref
        case "authors": authors
        case "authorCountText": authorCountText
        case "pager": pager
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension StatsView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "booksHref": booksHref
        case "bookCountText": bookCountText
        case "ratedCountText": ratedCountText
        case "averageText": averageText
        case "scoreBars": scoreBars
        case "scoreChartWidth": scoreChartWidth
        case "scoreChartHeight": scoreChartHeight
        case "authorBars": authorBars
        case "authorChartWidth": authorChartWidth
        case "authorChartHeight": authorChartHeight
        case "authorChartCaption": authorChartCaption
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension TagIndexView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "tags": tags
        case "tagCountText": tagCountText
        case "pager": pager
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension TagView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "tagIndexHref": tagIndexHref
        case "name": self.name
        case "countText": countText
        case "memos": memos
        case "pager": pager
        default: layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
        }
    }
}

extension LayoutOnlyView: TemplateView {
    public func value(named name: String) -> Any? {
        layoutChild(name, root: root, siteTitle: siteTitle, language: language, indexHref: indexHref)
    }
}

private func layoutChild(_ name: String, root: String, siteTitle: String, language: String, indexHref: String) -> Any? {
    switch name {
    case "root": root
    case "siteTitle": siteTitle
    case "language": language
    case "indexHref": indexHref
    default: nil
    }
}
