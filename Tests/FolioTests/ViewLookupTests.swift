@testable import FolioCore
import FolioMustache
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Every property of every view is reachable by name from a template: each view's
/// `TemplateFields` table is held here to its properties (and the values they hold), to the types
/// they are declared as, and `PageTemplates` to the views pages are made with.
final class ViewLookupTests: XCTestCase {
    /// Property names seen with a value, per view type.
    var answered: [String: Set<String>] = [:]
    var properties: [String: Set<String>] = [:]

    func unwrap(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        return mirror.displayStyle == .optional ? mirror.children.first.map { unwrap($0.value) } ?? nil : value
    }

    func assertEveryPropertyIsAChild(_ view: TemplateView, file: StaticString = #filePath, line: UInt = #line) {
        let type = String(describing: Swift.type(of: view))
        for case let (label?, value) in Mirror(reflecting: view).children {
            properties[type, default: []].insert(label)
            let declared = Swift.type(of: view).templateNames[label].map { String(reflecting: $0) }
            XCTAssertEqual(declared, String(reflecting: Swift.type(of: value)), "\(type).\(label): templateNames gives its type", file: file, line: line)
            let child = view.typedChild(named: label)
            guard let expected = unwrap(value) else {
                XCTAssertNil(child, "\(type).\(label) is nil", file: file, line: line)
                continue
            }
            // What templates are handed: told by the declared type, as the casts would tell it.
            XCTAssertEqual(child.map { String(reflecting: $0) }, String(reflecting: TemplateValue.of(any: expected)), "\(type).\(label)", file: file, line: line)
            if child != nil { answered[type, default: []].insert(label) }
        }
        XCTAssertNil(view.typedChild(named: "noSuchName"))
    }

    func testEveryPageViewAnswersForEachProperty() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["createTime": "2026/01/01 10:00", "detail": "a #tag"], ["createTime": "2026/01/02 10:00", "detail": "b #tag"],
                                    ["createTime": "2026/01/03 10:00", "detail": "c #other\n\nA body with a summary"]]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'intro','content','summary')",
                                                "INSERT INTO bookInfo VALUES(2,'C','',NULL,'','','')",
                                                "INSERT INTO bookInfo VALUES(3,'D','A',1,'','','')",
                                                "INSERT INTO bookInfo VALUES(4,'F','E',2,'','','')"])
        var (content, diagnostics) = site.load()
        XCTAssertEqual(diagnostics.messages, [])
        // A notebook of another app, whose memo was changed after it was written.
        content.notebooks[0].app = "Joplin"
        content.notebooks[0].notes[0].modified = LocalDateTime(isoText: "2026-01-05T08:00")
        content.readingList = ["a", "b"].map {
            ReadingListItem(url: "https://example.org/\($0)", title: $0, added: FixtureSite.now, viewed: FixtureSite.now, preview: "p", source: SourceLocation(file: "Bookmarks.plist"))
        }
        // A notebook inside the first; books being read and finished, with tags and reading.
        content.notebooks.append(Notebook(folders: [content.notebooks[0].name, "Sub"], notes: [content.notebooks[0].notes[1]], app: "Joplin"))
        // And one of the memo app's: the notebooks come from two apps, so the tree names them.
        content.notebooks.append(Notebook(name: "Memo app", notes: [content.notebooks[0].notes[2]]))
        content.books[0].details.status = .reading
        content.books[0].details.progress = 0.4
        content.books[0].details.tags = ["t"]
        content.books[0].details.series = BookSeries(name: "S", number: 1)
        content.books[2].details.status = .reading
        content.books[0].details.reading = [ReadingSpan(start: FixtureSite.now, seconds: 600, page: 1)]
        content.books[1].details.status = .finished
        content.books[1].details.finished = FixtureSite.now
        let utc = TimeZone(identifier: "UTC")!
        var seen: Set<String> = []
        let time = TimeDisplay(now: FixtureSite.now, timeZone: utc)
        let cover = CoverFile(path: PagePath(["covers", "c.jpg"]), width: 160, height: 240)
        let covers = CoverSet(covers: [0: BookCover(thumbnail: cover, large: cover)])
        let sites = [SitePages(model: SiteModel.build(content), time: time, covers: covers),
                     SitePages(model: SiteModel.build(content, bookOrder: .author, paging: Paging(pageSize: 1)), time: time)]
        var theme = Diagnostics()
        let templates = TemplateLibrary(theme: .defaultTheme, diagnostics: &theme)
        XCTAssertEqual(theme.messages, [])
        func visit(_ view: TemplateView) {
            assertEveryPropertyIsAChild(view)
            seen.insert(String(describing: type(of: view)))
            for case let (_, value) in Mirror(reflecting: view).children {
                for item in (value as? [Any]) ?? [value] {
                    if let nested = unwrap(item) as? TemplateView { visit(nested) }
                }
            }
        }
        for site in sites {
            for page in site.all() {
                let view = page.view
                XCTAssertEqual(PageTemplates.views[page.template].map { String(reflecting: $0) }, String(reflecting: type(of: view)),
                               "PageTemplates names the view \(page.template) pages are made with")
                visit(view)
                // The default theme renders every page typed (FolioMustache patch 6), as the untyped renderer would.
                let envelope = PageEnvelope(view: view, page: site.context(page.path), site: site.site)
                let typed = templates.typed.render(envelope, withTemplate: page.template)
                XCTAssertNotNil(typed, "\(page.path) renders typed")
                XCTAssertEqual(typed, templates.library.render(envelope, withTemplate: page.template), "\(page.path), typed and untyped")
            }
        }
        XCTAssertEqual(answered, properties, "a property never answered by name")
        XCTAssertEqual(seen, ["IndexView", "AccountView", "MemoView", "BookListView", "BookView", "LayoutOnlyView",
                              "MemoRowView", "BookRowView", "LinkView", "StarsView", "SectionView",
                              "AuthorIndexView", "AuthorView", "StatsView", "CountedLinkView", "BookGroupView", "BarView",
                              "PagerView", "PageNumberView", "TagIndexView", "TagView", "CoverView", "ReadingListView", "ReadingListEntryView",
                              "HomePartView", "NotesHomeView", "ReadingHomeView", "NotebookNodeView", "NumberView", "TrailStepView", "CountedLinksView",
                              "SessionView", "FactView", "JoinedLinkView", "ReadingShelfView", "ReadingYearView", "CalendarDayView", "SearchView", "ChartLabelView"])
    }
}
