/// The values templates read. Property names are the template's variable names (see README).
@TemplateValues
struct LinkView: Sendable {
    let title: String
    let href: String
}

@TemplateValues
struct StarsView: Sendable {
    /// `★★★★☆`
    let stars: String
    /// `4 out of 5`, in the site's language
    let spokenText: String

    init(_ score: Score, strings: InterfaceStrings) {
        stars = score.stars
        spokenText = strings.text("score_spoken", ["n": score.text, "max": "\(Score.maximum)"])
    }
}

/// A link to a list with how much it holds: an account, an author, a tag.
@TemplateValues
struct CountedLinkView: Sendable {
    let name: String
    let href: String
    let countText: String
    /// The app a notebook came from, `from Joplin`; nil for the memo app's and for other links.
    var origin: String? = nil
}

@TemplateValues
struct MemoRowView: Sendable {
    let title: String
    let href: String
    /// `HH:mm` or `yyyy/MM/dd`, by the memo app's 24-hour rule.
    let listTime: String
    let datetime: String
    /// The memo's notebook, on lists that mix notebooks (a tag, the home page); nil on its own.
    let notebook: String?
    /// The start of its body as plain text, on one line; nil when the body is empty.
    let summary: String?
}

@TemplateValues
struct BookRowView: Sendable {
    let title: String
    /// Nil when the book has none, and on its author's own page.
    let author: String?
    let href: String
    /// The author's page, when the book has an author.
    let authorHref: String?
    let score: StarsView?
    let cover: CoverView?
}

/// A cover image as a page links it, with its size.
@TemplateValues
struct CoverView: Sendable {
    let src: String
    let width: Int
    let height: Int

    init(_ file: CoverFile, from page: PageContext) {
        src = page.link(file.path)
        width = file.width
        height = file.height
    }
}

/// Books under one heading (an author's name when the list is ordered by author).
@TemplateValues
struct BookGroupView: Sendable {
    let heading: String?
    let headingHref: String?
    var books: [BookRowView]
}

/// One bar of a chart, laid out in SVG user units.
@TemplateValues
struct BarView: Sendable {
    let label: String
    let count: Int
    let x, y, width, height: Int
    /// Where the label and the count are written.
    let labelX, labelY, countX, countY: Int
}

@TemplateValues
struct SectionView: Sendable {
    let heading: String
    let bodyHTML: HTMLText
}

/// One labelled fact of a book: `Series` `Foundation #2`.
@TemplateValues
struct FactView: Sendable {
    let label: String
    /// (Not `text`: inside `{{#href}}` that name would find the link's own text first.)
    let value: String
    /// The page the fact leads to (a series'), or one link per item (a book's tags).
    var href: String? = nil
    var links: [LinkView] = []
}

/// A run of highlights from one chapter (nil when the store names none).
@TemplateValues
struct HighlightGroupView: Sendable {
    let chapter: String?
    var highlights: [HighlightView]
}

/// A reading session on a book's page: its day, its hours, the time read and the pages.
@TemplateValues
struct SessionView: Sendable {
    let date: String
    /// `yyyy-MM-ddTHH:mm` of its start, for `<time datetime>`.
    let datetime: String
    let time: String
    let duration: String
    let pages: String
}

/// A highlighted passage and the reader's note on it.
@TemplateValues
struct HighlightView: Sendable {
    let text: String
    let note: String?
}
