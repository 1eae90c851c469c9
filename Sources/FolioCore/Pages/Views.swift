/// The values templates read. Property names are the template's variable names (see README).
@TemplateValues
public struct LinkView: Sendable {
    public let title: String
    public let href: String
}

@TemplateValues
public struct StarsView: Sendable {
    /// `★★★★☆`
    public let stars: String
    /// `4 out of 5`
    public let spokenText: String

    init?(_ score: Score?) {
        guard let score else { return nil }
        stars = score.stars
        spokenText = score.spokenText
    }
}

/// A link to a list with how much it holds: an account, an author, a tag.
@TemplateValues
public struct CountedLinkView: Sendable {
    public let name: String
    public let href: String
    public let countText: String
}

@TemplateValues
public struct MemoRowView: Sendable {
    public let title: String
    public let href: String
    /// `HH:mm` or `yyyy/MM/dd`, by the memo app's 24-hour rule.
    public let listTime: String
    public let datetime: String
}

@TemplateValues
public struct BookRowView: Sendable {
    public let title: String
    public let author: String
    public let href: String
    /// The author's page, when the book has an author.
    public let authorHref: String?
    public let score: StarsView?
}

/// Books under one heading (an author's name when the list is ordered by author).
@TemplateValues
public struct BookGroupView: Sendable {
    public let heading: String?
    public let headingHref: String?
    public let books: [BookRowView]
}

/// One bar of a chart, laid out in SVG user units.
@TemplateValues
public struct BarView: Sendable {
    public let label: String
    public let count: Int
    public let x, y, width, height: Int
    /// Where the label and the count are written.
    public let labelX, labelY, countX, countY: Int
}

@TemplateValues
public struct SectionView: Sendable {
    public let heading: String
    public let bodyHTML: String
}
