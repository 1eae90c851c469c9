/// Every highlight, newest first.
struct HighlightListView: Sendable {
    let countText: String
    let highlights: [HighlightEntryView]
    let pager: PagerView?
}

extension HighlightListView: TemplateFields {
    static let fields: [TemplateField<HighlightListView>] = [
        .init("countText") { $0.countText },
        .init("highlights") { $0.highlights },
        .init("pager") { $0.pager },
    ]
}

/// A highlight with its book, on the highlights page.
struct HighlightEntryView: Sendable {
    /// Nil for a note that marks no passage.
    let text: String?
    let note: String?
    let chapter: String?
    let bookTitle: String
    let bookHref: String
    let date: String?
}

extension HighlightEntryView: TemplateFields {
    static let fields: [TemplateField<HighlightEntryView>] = [
        .init("text") { $0.text },
        .init("note") { $0.note },
        .init("chapter") { $0.chapter },
        .init("bookTitle") { $0.bookTitle },
        .init("bookHref") { $0.bookHref },
        .init("date") { $0.date },
    ]
}

/// Pages saved to read later, newest first.
struct ReadingListView: Sendable {
    let countText: String
    /// `3 unread`.
    let unreadText: String
    let items: [ReadingListEntryView]
    let pager: PagerView?
}

extension ReadingListView: TemplateFields {
    static let fields: [TemplateField<ReadingListView>] = [
        .init("countText") { $0.countText },
        .init("unreadText") { $0.unreadText },
        .init("items") { $0.items },
        .init("pager") { $0.pager },
    ]
}

/// One saved page: a link out (http and https only), when it was saved, whether it was read.
struct ReadingListEntryView: Sendable {
    let title: String
    let href: String?
    /// The address's host (`www.example.org`), or the whole address when it is not a web one.
    let site: String
    let added: String?
    let datetime: String?
    let isRead: Bool
    let status: String
    let preview: String?
}

extension ReadingListEntryView: TemplateFields {
    static let fields: [TemplateField<ReadingListEntryView>] = [
        .init("title") { $0.title },
        .init("href") { $0.href },
        .init("site") { $0.site },
        .init("added") { $0.added },
        .init("datetime") { $0.datetime },
        .init("isRead") { $0.isRead },
        .init("status") { $0.status },
        .init("preview") { $0.preview },
    ]
}

/// The books with one reading status (finished ones grouped by year).
struct ReadingShelfView: Sendable {
    let title: String
    let countText: String
    let groups: [BookGroupView]
    let pager: PagerView?
}

extension ReadingShelfView: TemplateFields {
    static let fields: [TemplateField<ReadingShelfView>] = [
        .init("title") { $0.title },
        .init("countText") { $0.countText },
        .init("groups") { $0.groups },
        .init("pager") { $0.pager },
    ]
}

/// A year in books: what was finished, how long and how much was read, month by month and day by day.
struct ReadingYearView: Sendable {
    let year: Int
    let finishedCountText: String
    let books: [BookRowView]
    let timeText: String
    let pagesText: String
    let monthBars: [BarView]
    let monthChartWidth, monthChartHeight: Int
    let days: [CalendarDayView]
    /// The months' names above the calendar, and Monday's, Wednesday's and Friday's beside it.
    let calendarMonths: [ChartLabelView]
    let calendarWeekdays: [ChartLabelView]
    let calendarWidth, calendarHeight: Int
    var hasReading: Bool { !days.allSatisfy { $0.level == 0 } }
    let otherYears: [LinkView]
}

extension ReadingYearView: TemplateFields {
    static let fields: [TemplateField<ReadingYearView>] = [
        .init("year") { $0.year },
        .init("finishedCountText") { $0.finishedCountText },
        .init("books") { $0.books },
        .init("timeText") { $0.timeText },
        .init("pagesText") { $0.pagesText },
        .init("monthBars") { $0.monthBars },
        .init("monthChartWidth") { $0.monthChartWidth },
        .init("monthChartHeight") { $0.monthChartHeight },
        .init("days") { $0.days },
        .init("calendarMonths") { $0.calendarMonths },
        .init("calendarWeekdays") { $0.calendarWeekdays },
        .init("calendarWidth") { $0.calendarWidth },
        .init("calendarHeight") { $0.calendarHeight },
        .init("hasReading") { $0.hasReading },
        .init("otherYears") { $0.otherYears },
    ]
}

/// A word written into a chart at a place: a month's name over the reading calendar.
struct ChartLabelView: Sendable, Equatable {
    let text: String
    let x, y: Int
}

extension ChartLabelView: TemplateFields {
    static let fields: [TemplateField<ChartLabelView>] = [
        .init("text") { $0.text },
        .init("x") { $0.x },
        .init("y") { $0.y },
    ]
}

/// One day of the reading calendar.
struct CalendarDayView: Sendable, Equatable {
    let x, y: Int
    let level: Int
    let date: String
    let minutes: Int
    /// `66 min`, in the site's language.
    let minutesText: String
}

extension CalendarDayView: TemplateFields {
    static let fields: [TemplateField<CalendarDayView>] = [
        .init("x") { $0.x },
        .init("y") { $0.y },
        .init("level") { $0.level },
        .init("date") { $0.date },
        .init("minutes") { $0.minutes },
        .init("minutesText") { $0.minutesText },
    ]
}
