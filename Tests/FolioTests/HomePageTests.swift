@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The site shows what it holds: the navigation links only sections with something in them, the
/// home page has a part for notes and one for books (in `home:`'s order), notebooks nest, and
/// notes from a notes app are called notes.
final class HomePageTests: XCTestCase {
    static let now = LocalDateTime(isoText: "2026-03-01T10:00")!.instant(in: TimeZone(identifier: "UTC")!)

    func memo(_ title: String, _ time: String) -> Note {
        Note(title: title, created: LocalDateTime(memoText: time)!, body: title, source: SourceLocation(file: "n"))
    }

    func book(_ name: String, authors: [String], status: ReadingStatus? = nil, tags: [String] = []) -> Book {
        var book = Book(title: name, authorLine: authors.joined(separator: ", "), rating: nil, authorIntroduction: "", description: "", review: "",
                        source: SourceLocation(file: "b"))
        book.details.authors = authors
        book.details.status = status
        book.details.tags = tags
        return book
    }

    /// The `<main>` of a page of `content`, and its navigation.
    func render(_ content: SiteContent, _ job: PageJob, homeOrder: [SiteSections.Part] = []) throws -> (main: String, nav: String) {
        var diagnostics = Diagnostics()
        let templates = TemplateLibrary(theme: .defaultTheme, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.messages, [])
        let pages = SitePages(model: SiteModel.build(content), time: TimeDisplay(now: Self.now, timeZone: TimeZone(identifier: "UTC")!), homeOrder: homeOrder)
        let page = pages.page(for: job)
        let html = try XCTUnwrap(templates.typed.render(PageEnvelope(view: page.view, page: pages.context(page.path), site: pages.site), withTemplate: page.template))
        let main = html.components(separatedBy: "<main>\n").dropFirst().first?.components(separatedBy: "\n</main>").first ?? html
        let nav = html.components(separatedBy: "\n").first { $0.hasPrefix("<nav aria-label=\"Site\">") } ?? ""
        return (main, nav)
    }

    func headings(_ html: String) -> [String] {
        html.components(separatedBy: "\n").filter { $0.hasPrefix("<h2") }
    }

    func testABookOnlySiteOpensOnItsReadingAndLinksOnlyWhatItHas() throws {
        var reading = book("Dune", authors: ["Frank Herbert"], status: .reading, tags: ["SF"])
        reading.details.pagesRead = 30
        reading.details.pageCount = 120
        reading.details.reading = [ReadingSpan(start: Self.now.addingTimeInterval(-86_400), seconds: 30, page: 1)]
        var finished = book("Emma", authors: ["Jane Austen"], status: .finished, tags: ["Classic", "SF"])
        finished.details.finished = Self.now.addingTimeInterval(-3600)
        let content = SiteContent(books: [reading, finished, book("Ulysses", authors: ["James Joyce"], status: .unread)])
        let home = try render(content, .index)
        XCTAssertEqual(home.nav, "<nav aria-label=\"Site\"><a href=\"books/index.html\">Books</a> <a href=\"authors/index.html\">Authors</a> "
                       + "<a href=\"stats.html\">Statistics</a> <a href=\"search.html\">Search</a></nav>", "no notes, no #tags: no links to them")
        XCTAssertEqual(headings(home.main), [
            "<h2 id=\"reading-now\"><a href=\"shelves/reading.html\">Currently reading</a></h2>",
            "<h2 id=\"finished\"><a href=\"shelves/finished.html\">Recently finished</a></h2>",
            "<h2 id=\"this-year\"><a href=\"years/2026.html\">2026 in books</a></h2>",
            "<h2 id=\"shelves\"><a href=\"books/index.html\">Books</a> <span class=\"count\">3 books</span></h2>",
            "<h2 id=\"book-tags\"><a href=\"book-tags/index.html\">Book tags</a></h2>",
        ])
        let lines = home.main.components(separatedBy: "\n")
        XCTAssertEqual(lines.filter { $0.hasPrefix("<li><strong>") }, [
            "<li><strong>1</strong> <span>books finished</span></li>", "<li><strong>< 1 min</strong> <span>time read</span></li>",
            "<li><strong>1</strong> <span>pages read</span></li>",
        ].map { $0.replacingOccurrences(of: "<strong><", with: "<strong>&lt;") })
        XCTAssertEqual(lines.first { $0.contains("Dune") }.map { $0.components(separatedBy: "<span class=\"facts\">")[1] },
                       "<span class=\"stars unrated\">Unrated</span> <span class=\"status status-reading\">Reading</span></span>"
                       + "<span class=\"progress\" title=\"25%\"><span style=\"width: 25%\"></span></span></a></li>",
                       "a book being read shows its progress, from its pages when the store gives no percentage")
        XCTAssertEqual(lines.filter { $0.hasPrefix("<li><a href=\"book-tags/") }, [
            "<li><a href=\"book-tags/sf.html\">SF<span class=\"count\">2 books</span></a></li>",
            "<li><a href=\"book-tags/classic.html\">Classic<span class=\"count\">1 book</span></a></li>",
        ], "most books first")
        XCTAssertEqual(try render(content, .book(0)).nav, "<nav aria-label=\"Site\"><a href=\"index.html\">Books</a> <a href=\"../authors/index.html\">Authors</a> "
                       + "<a href=\"../stats.html\">Statistics</a> <a href=\"../search.html\">Search</a></nav>", "the same on a book's page, whose own view has `sections`")
        let tags = try render(content, .bookTagIndex)
        XCTAssertEqual(tags.main.components(separatedBy: "\n").filter { $0.hasPrefix("<li>") }, [
            "<li><a href=\"classic.html\">Classic<span class=\"count\">1 book</span></a></li>",
            "<li><a href=\"sf.html\">SF<span class=\"count\">2 books</span></a></li>",
        ], "the book tags' own page, by name")
    }

    func testNotesFromANotesAppNestAndAreCalledNotes() throws {
        let content = SiteContent(notebooks: [
            Notebook(folders: ["Work"], notes: [memo("Plan", "2026/01/02 09:00")], app: "Apple Notes"),
            Notebook(folders: ["Work", "Swift", "UIKit"], notes: [memo("Views", "2026/01/03 09:00"), memo("Layout", "2026/01/04 09:00")], app: "Apple Notes"),
        ])
        let home = try render(content, .index)
        XCTAssertEqual(home.nav, "<nav aria-label=\"Site\"><a href=\"index.html\">Notes</a> <a href=\"search.html\">Search</a></nav>")
        XCTAssertEqual(headings(home.main), ["<h2 id=\"newest\">Newest notes</h2>", "<h2 id=\"notebooks\">Notebooks <span class=\"count\">3 notes</span></h2>"])
        let tree = home.main.components(separatedBy: "<ul class=\"tree\">\n")[1].components(separatedBy: "\n</section>")[0]
        XCTAssertEqual(tree, """
            <li><span class="node"><a class="name" href="notes/work/index.html">Work</a> <span class="count">3 notes</span></span>
            <ul>
            <li><span class="node"><span class="name">Swift</span> <span class="count">2 notes</span></span>
            <ul>
            <li><span class="node"><a class="name" href="notes/work-swift-uikit/index.html">UIKit</a> <span class="count">2 notes</span></span></li>
            </ul></li>
            </ul></li>
            </ul>
            """, "a folder holding only folders is named, not linked; counts include the folders inside")
        let notebook = try render(content, .account(1, page: 1))
        XCTAssertEqual(notebook.main.components(separatedBy: "\n").prefix(3).joined(separator: "\n"), """
            <nav class="trail" aria-label="Breadcrumb"><a href="../../index.html">Home</a> › <a href="../work/index.html">Work</a> › Swift</nav>
            <h1>UIKit <span class="count">2 notes</span></h1>
            <p class="meta">from Apple Notes</p>
            """, "the whole path in the breadcrumbs, the notebook's own name as its title")
        let parent = try render(content, .account(0, page: 1))
        XCTAssertTrue(parent.main.contains("""
            <ul class="tree sub-notebooks">
            <li><span class="node"><span class="name">Swift</span> <span class="count">2 notes</span></span>
            """), "a notebook lists the notebooks inside it")
    }

    func testASiteWithBothShowsBothInTheOrderHomeGives() throws {
        let content = SiteContent(notebooks: [Notebook(name: "qq", notes: [memo("Hello", "2026/01/02 09:00")])],
                                  books: [book("Emma", authors: ["Jane Austen"])])
        XCTAssertEqual(headings(try render(content, .index).main), [
            "<h2 id=\"newest\">Newest memos</h2>", "<h2 id=\"notebooks\">Notebooks <span class=\"count\">1 memo</span></h2>",
            "<h2 id=\"added\">Recently added</h2>", "<h2 id=\"shelves\"><a href=\"books/index.html\">Books</a> <span class=\"count\">1 book</span></h2>",
        ], "notes first by default; the memo app's notes are memos; without reading statuses, the books added last")
        let booksFirst = try render(content, .index, homeOrder: [.books])
        XCTAssertEqual(headings(booksFirst.main).map { $0.components(separatedBy: "\"")[1] }, ["added", "shelves", "newest", "notebooks"])
        XCTAssertEqual(booksFirst.nav, "<nav aria-label=\"Site\"><a href=\"notes/index.html\">Notes</a> <a href=\"books/index.html\">Books</a> "
                       + "<a href=\"authors/index.html\">Authors</a> <a href=\"stats.html\">Statistics</a> <a href=\"search.html\">Search</a></nav>",
                       "with books on the home page, the notebooks have a page of their own")
    }

    func testNamesAreJoinedAsTheLanguageJoinsThem() throws {
        let english = InterfaceStrings.english
        XCTAssertEqual(english.names(["Benjamin Graham", "Jason Zweig", "Warren E. Buffett"]), "Benjamin Graham, Jason Zweig & Warren E. Buffett")
        XCTAssertEqual(english.names(["Graham, Benjamin", "Zweig, Jason"]), "Graham, Benjamin & Zweig, Jason", "a name with a comma stays one name")
        XCTAssertEqual(english.names(["Solo"]), "Solo")
        XCTAssertEqual(english.bookTitle("Dune"), "Dune")
        var diagnostics = Diagnostics()
        let chinese = InterfaceStrings.load(language: "zh", theme: .defaultTheme, diagnostics: &diagnostics)
        XCTAssertEqual(chinese.names(["鲁迅", "周作人", "林语堂"]), "鲁迅、周作人、林语堂")
        XCTAssertEqual(chinese.bookTitle("呐喊"), "《呐喊》")
        XCTAssertEqual([0, 30, 60, 3_660].map(english.duration), ["0 min", "< 1 min", "1 min", "1 h 1 min"])
    }

    func testChartLabelsAreCutAtAWord() {
        XCTAssertEqual(BarChart.fitted("Graduate Management Admission Council (GMAC)", width: 188), "Graduate Management…")
        XCTAssertEqual(BarChart.fitted("Ursula K. Le Guin", width: 188), "Ursula K. Le Guin")
        XCTAssertEqual(BarChart.fitted("Supercalifragilisticexpialidociousness", width: 100), "Supercalifra…", "one long word is cut where it must")
        XCTAssertEqual(BarChart.fitted("中华人民共和国国务院新闻办公室发布", width: 100), "中华人民共和国…")
    }
}
