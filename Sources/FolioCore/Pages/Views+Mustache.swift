import Mustache

// Templates read view values by name (see TemplateView). These lookups replace swift-mustache's Mirror-based
// reflection, which took most of the rendering time; the names are the properties' names.

extension LinkView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        default: nil
        }
    }
}

extension StarsView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "stars": stars
        case "spokenText": spokenText
        default: nil
        }
    }
}

extension CountedLinkView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "href": href
        case "countText": countText
        default: nil
        }
    }
}

extension MemoRowView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "title": title
        case "href": href
        case "listTime": listTime
        case "datetime": datetime
        default: nil
        }
    }
}

extension BookRowView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "title": title
        case "author": author
        case "href": href
        case "authorHref": authorHref
        case "score": score
        default: nil
        }
    }
}

extension BookGroupView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "headingHref": headingHref
        case "books": books
        default: nil
        }
    }
}

extension PagerView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "number": number
        case "count": count
        case "previousHref": previousHref
        case "nextHref": nextHref
        case "pages": pages
        default: nil
        }
    }
}

extension PageNumberView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "number": number
        case "href": href
        case "current": current
        case "gap": gap
        default: nil
        }
    }
}

extension BarView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "label": label
        case "count": count
        case "x": x
        case "y": y
        case "width": width
        case "height": height
        case "labelX": labelX
        case "labelY": labelY
        case "countX": countX
        case "countY": countY
        default: nil
        }
    }
}

extension SectionView: TemplateView {
    public func value(named name: String) -> Any? {
        switch name {
        case "heading": heading
        case "bodyHTML": bodyHTML
        default: nil
        }
    }
}
