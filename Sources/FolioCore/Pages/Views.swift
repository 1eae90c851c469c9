/// The values templates read. Property names are the template's variable names (see README).
struct LinkView: Sendable {
    let title: String
    let href: String
}

extension LinkView: TemplateFields {
    static let fields: [TemplateField<LinkView>] = [
        .init("title") { $0.title },
        .init("href") { $0.href },
    ]
}

/// A link in a list of names, with the words that join it to the one before: nothing for the
/// first, `, ` or ` & ` (`names_separator`, `names_last_separator`) for the others.
struct JoinedLinkView: Sendable {
    let before: String
    let title: String
    let href: String

    /// The names as links, joined as the language joins names.
    static func joined(_ links: [LinkView], strings: InterfaceStrings) -> [JoinedLinkView] {
        links.enumerated().map { index, link in
            let before = index == 0 ? "" : strings.text(index == links.count - 1 ? "names_last_separator" : "names_separator")
            return JoinedLinkView(before: before, title: link.title, href: link.href)
        }
    }
}

extension JoinedLinkView: TemplateFields {
    static let fields: [TemplateField<JoinedLinkView>] = [
        .init("before") { $0.before },
        .init("title") { $0.title },
        .init("href") { $0.href },
    ]
}

struct StarsView: Sendable {
    /// `★★★★☆`
    let stars: String
    /// `4 out of 5`, in the site's language
    let spokenText: String

    init(_ score: Score, strings: InterfaceStrings) {
        stars = score.stars
        let value = score.halves % 2 == 0 ? strings.number(score.value) : strings.number(tenths: score.halves * 5)
        spokenText = strings.text("score_spoken", ["n": value, "max": strings.number(Score.maximum)])
    }
}

extension StarsView: TemplateFields {
    static let fields: [TemplateField<StarsView>] = [
        .init("stars") { $0.stars },
        .init("spokenText") { $0.spokenText },
    ]
}

/// A link to a list with how much it holds: an account, an author, a tag.
struct CountedLinkView: Sendable {
    let name: String
    let href: String
    let countText: String
}

extension CountedLinkView: TemplateFields {
    static let fields: [TemplateField<CountedLinkView>] = [
        .init("name") { $0.name },
        .init("href") { $0.href },
        .init("countText") { $0.countText },
    ]
}

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

extension MemoRowView: TemplateFields {
    static let fields: [TemplateField<MemoRowView>] = [
        .init("title") { $0.title },
        .init("href") { $0.href },
        .init("listTime") { $0.listTime },
        .init("datetime") { $0.datetime },
        .init("notebook") { $0.notebook },
        .init("summary") { $0.summary },
    ]
}

struct BookRowView: Sendable {
    let title: String
    /// Nil when the book has none, and on its author's own page.
    let author: String?
    let href: String
    /// The author's page, when the book has an author.
    let authorHref: String?
    let score: StarsView?
    let cover: CoverView?
    /// `reading`, `finished`, `unread`, and its words; nil when the store keeps no status.
    var status: String? = nil
    var statusText: String? = nil
    /// How far it is read, `0`–`100`, for a book being read.
    var progress: String? = nil
    /// The colour of the spine drawn for a book without a cover (a hue, 0–359, from its title).
    var spineHue = 0
}

extension BookRowView: TemplateFields {
    static let fields: [TemplateField<BookRowView>] = [
        .init("title") { $0.title },
        .init("author") { $0.author },
        .init("href") { $0.href },
        .init("authorHref") { $0.authorHref },
        .init("score") { $0.score },
        .init("cover") { $0.cover },
        .init("status") { $0.status },
        .init("statusText") { $0.statusText },
        .init("progress") { $0.progress },
        .init("spineHue") { $0.spineHue },
    ]
}

/// A cover image as a page links it, with its size.
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

extension CoverView: TemplateFields {
    static let fields: [TemplateField<CoverView>] = [
        .init("src") { $0.src },
        .init("width") { $0.width },
        .init("height") { $0.height },
    ]
}

/// Books under one heading (an author's name when the list is ordered by author).
struct BookGroupView: Sendable {
    let heading: String?
    let headingHref: String?
    var books: [BookRowView]
}

extension BookGroupView: TemplateFields {
    static let fields: [TemplateField<BookGroupView>] = [
        .init("heading") { $0.heading },
        .init("headingHref") { $0.headingHref },
        .init("books") { $0.books },
    ]
}

/// One bar of a chart, laid out in SVG user units.
struct BarView: Sendable {
    /// The whole label (for the chart's table and the hover text), and as much of it as the
    /// chart has room for, cut at a word.
    let label: String
    var shownLabel: String
    let count: Int
    /// The count as written by the bar.
    var countText: String
    let x, y, width, height: Int
    /// Where the label and the count are written.
    let labelX, labelY, countX, countY: Int

    init(label: String, shownLabel: String? = nil, count: Int, countText: String? = nil, x: Int, y: Int, width: Int, height: Int,
         labelX: Int, labelY: Int, countX: Int, countY: Int) {
        self.label = label
        self.shownLabel = shownLabel ?? label
        self.count = count
        self.countText = countText ?? "\(count)"
        (self.x, self.y, self.width, self.height) = (x, y, width, height)
        (self.labelX, self.labelY, self.countX, self.countY) = (labelX, labelY, countX, countY)
    }
}

extension BarView: TemplateFields {
    static let fields: [TemplateField<BarView>] = [
        .init("label") { $0.label },
        .init("shownLabel") { $0.shownLabel },
        .init("countText") { $0.countText },
        .init("count") { $0.count },
        .init("x") { $0.x },
        .init("y") { $0.y },
        .init("width") { $0.width },
        .init("height") { $0.height },
        .init("labelX") { $0.labelX },
        .init("labelY") { $0.labelY },
        .init("countX") { $0.countX },
        .init("countY") { $0.countY },
    ]
}

struct SectionView: Sendable {
    let heading: String
    let bodyHTML: HTMLText
}

extension SectionView: TemplateFields {
    static let fields: [TemplateField<SectionView>] = [
        .init("heading") { $0.heading },
        .init("bodyHTML") { $0.bodyHTML },
    ]
}

/// One labelled fact of a book: `Series` `Foundation #2`.
struct FactView: Sendable {
    let label: String
    /// (Not `text`: inside `{{#href}}` that name would find the link's own text first.)
    let value: String
    /// The page the fact leads to (a series'), or one link per item (a book's tags).
    var href: String? = nil
    var links: [LinkView] = []
}

extension FactView: TemplateFields {
    static let fields: [TemplateField<FactView>] = [
        .init("label") { $0.label },
        .init("value") { $0.value },
        .init("href") { $0.href },
        .init("links") { $0.links },
    ]
}

/// A run of highlights from one chapter (nil when the store names none).
struct HighlightGroupView: Sendable {
    let chapter: String?
    var highlights: [HighlightView]
}

extension HighlightGroupView: TemplateFields {
    static let fields: [TemplateField<HighlightGroupView>] = [
        .init("chapter") { $0.chapter },
        .init("highlights") { $0.highlights },
    ]
}

/// A reading session on a book's page: its day, its hours, the time read and the pages.
struct SessionView: Sendable {
    let date: String
    /// `yyyy-MM-ddTHH:mm` of its start, for `<time datetime>`.
    let datetime: String
    let time: String
    let duration: String
    let pages: String
}

extension SessionView: TemplateFields {
    static let fields: [TemplateField<SessionView>] = [
        .init("date") { $0.date },
        .init("datetime") { $0.datetime },
        .init("time") { $0.time },
        .init("duration") { $0.duration },
        .init("pages") { $0.pages },
    ]
}

/// A highlighted passage and the reader's note on it.
struct HighlightView: Sendable {
    /// Nil for a note written without marking a passage.
    let text: String?
    let note: String?
}

extension HighlightView: TemplateFields {
    static let fields: [TemplateField<HighlightView>] = [
        .init("text") { $0.text },
        .init("note") { $0.note },
    ]
}
