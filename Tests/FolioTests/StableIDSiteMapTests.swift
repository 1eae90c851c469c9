@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The site map claims ids as it claims slugs: oldest memo first, so two ids one file system
/// would take for one (`AbC`, `abc`) or a list's own names (`index`) get `-2`.
final class StableIDSiteMapTests: XCTestCase {
    func testIDsClaimPathsAndCollisionsGetNumbers() {
        func memo(_ id: String?, _ title: String, _ day: Int) -> Note {
            var memo = Note(title: title, created: LocalDateTime(isoText: "2026-01-0\(day)T10:00")!, body: "x", source: SourceLocation(file: "m"))
            memo.stableID = id
            return memo
        }
        var book = Book(title: "Emma", authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "b"))
        book.stableID = "pages"
        let content = SiteContent(notebooks: [Notebook(name: "qq", notes: [memo("abc", "Newer", 2), memo("AbC", "Older", 1), memo("index", "Index", 3),
                                                                        memo(nil, "No id", 4)])],
                                  books: [book])
        let map = SiteMap(content: content)
        XCTAssertEqual(map.memoPaths[0].map(\.description), ["notes/qq/abc-2.html", "notes/qq/AbC.html", "notes/qq/index-2.html", "notes/qq/no-id.html"])
        XCTAssertEqual(map.bookPaths.map(\.description), ["books/pages-2.html"])
    }
}
