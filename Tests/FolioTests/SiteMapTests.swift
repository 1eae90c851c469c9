@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

final class SiteMapTests: XCTestCase {
    func memo(_ title: String, _ time: String) -> Memo {
        Memo(title: title, createTime: LocalDateTime(memoText: time)!, detail: title, source: SourceLocation(file: "f"))
    }

    func testCollidingTitlesGetDistinctPathsOldestFirst() {
        let content = SiteContent(accounts: [
            Account(name: "QQ", memos: [memo("Note", "2026/02/01 10:00"), memo("note", "2026/01/01 10:00"), memo("NOTE!", "2026/03/01 10:00")]),
            Account(name: "qq", memos: []),
        ], books: [
            Book(id: 1, name: "Same", author: "", score: nil, introOfAuthor: "", contentOfBook: "", summary: "", source: SourceLocation(file: "f")),
            Book(id: 2, name: "same", author: "", score: nil, introOfAuthor: "", contentOfBook: "", summary: "", source: SourceLocation(file: "f")),
        ])
        let map = SiteMap(content: content)
        XCTAssertEqual(map.accountPaths.map(\.description), ["notes/qq/index.html", "notes/qq-2/index.html"])
        XCTAssertEqual(map.memoPaths[0].map(\.description),
                       ["notes/qq/note-2.html", "notes/qq/note.html", "notes/qq/note-3.html"])
        XCTAssertEqual(map.bookPaths.map(\.description), ["books/same.html", "books/same-2.html"])
    }

    func testARecordCalledIndexDoesNotTakeTheListPage() {
        let content = SiteContent(accounts: [Account(name: "a", memos: [memo("Index", "2026/01/01 10:00")])], books: [
            Book(id: 1, name: "INDEX", author: "", score: nil, introOfAuthor: "", contentOfBook: "", summary: "", source: SourceLocation(file: "f")),
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
