@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

final class SiteMapTests: XCTestCase {
    func memo(_ title: String, _ time: String) -> Note {
        Note(title: title, created: LocalDateTime(memoText: time)!, body: title, source: SourceLocation(file: "f"))
    }

    func testCollidingTitlesGetDistinctPathsOldestFirst() {
        let content = SiteContent(notebooks: [
            Notebook(name: "QQ", notes: [memo("Note", "2026/02/01 10:00"), memo("note", "2026/01/01 10:00"), memo("NOTE!", "2026/03/01 10:00")]),
            Notebook(name: "qq", notes: []),
        ], books: [
            Book(title: "Same", authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "f")),
            Book(title: "same", authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "f")),
        ])
        let map = SiteMap(content: content)
        XCTAssertEqual(map.accountPaths.map(\.description), ["notes/qq/index.html", "notes/qq-2/index.html"])
        XCTAssertEqual(map.memoPaths[0].map(\.description),
                       ["notes/qq/note-2.html", "notes/qq/note.html", "notes/qq/note-3.html"])
        XCTAssertEqual(map.bookPaths.map(\.description), ["books/same.html", "books/same-2.html"])
    }

    func testARecordCalledIndexDoesNotTakeTheListPage() {
        let content = SiteContent(notebooks: [Notebook(name: "a", notes: [memo("Index", "2026/01/01 10:00")])], books: [
            Book(title: "INDEX", authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "f")),
        ])
        let map = SiteMap(content: content)
        XCTAssertEqual(map.memoPaths[0].map(\.description), ["notes/a/index-2.html"])
        XCTAssertEqual(map.bookPaths.map(\.description), ["books/index-2.html"])
    }

    func testRelativeLinksNameIndexFilesExplicitly() {
        let memo = PagePath("notes/qq/note.html")
        XCTAssertEqual(memo.link(to: SiteMap.index), "../../index.html")
        XCTAssertEqual(memo.link(to: PagePath("notes/qq/index.html")), "index.html")
        XCTAssertEqual(memo.link(to: PagePath("notes/qq/other.html")), "other.html")
        XCTAssertEqual(memo.link(to: PagePath("notes/163/index.html")), "../163/index.html")
        XCTAssertEqual(SiteMap.index.link(to: PagePath("books/x/index.html")), "books/x/index.html")
        XCTAssertEqual(PagePath("books/index.html").link(to: PagePath("books/x/index.html")), "x/index.html")
        XCTAssertEqual(memo.rootPrefix, "../../")
        // Folders whose names differ only in Unicode normalisation are two folders on disk.
        XCTAssertEqual(PagePath("notes/caf\u{E9}/note.html").link(to: PagePath("notes/cafe\u{301}/index.html")), "../cafe\u{301}/index.html")
        XCTAssertEqual(PagePath("notes/caf\u{E9}/note.html").link(to: PagePath("notes/caf\u{E9}/index.html")), "index.html")
    }
}
