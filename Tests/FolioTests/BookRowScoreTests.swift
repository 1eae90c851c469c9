@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A book's row shows its score's stars and words, for every score from none to five in halves
/// (calibre keeps half stars; the rows take them from a table made once per site).
final class BookRowScoreTests: XCTestCase {
    func testEveryHalfStarScoreShowsItsStarsAndWords() {
        let books = (0...10).map { halves in
            Book(title: "B\(halves)", authorLine: "", rating: Rating(halves: halves), authorIntroduction: "", description: "", review: "",
                 source: SourceLocation(file: "metadata.db"))
        }
        let pages = SitePages(model: SiteModel.build(SiteContent(books: books + [Book(title: "None", authorLine: "", rating: nil, authorIntroduction: "",
                                                                                        description: "", review: "", source: SourceLocation(file: "metadata.db"))])),
                              time: TimeDisplay(now: FixtureSite.now, timeZone: TimeZone(identifier: "UTC")!))
        let context = pages.context(SiteMap.bookList)
        let shown = (0...11).map { index in pages.bookRow(index, from: context).score.map { "\($0.stars) \($0.spokenText)" } ?? "none" }
        XCTAssertEqual(shown, [
            "☆☆☆☆☆ 0 out of 5", "½☆☆☆☆ 0.5 out of 5", "★☆☆☆☆ 1 out of 5", "★½☆☆☆ 1.5 out of 5", "★★☆☆☆ 2 out of 5", "★★½☆☆ 2.5 out of 5",
            "★★★☆☆ 3 out of 5", "★★★½☆ 3.5 out of 5", "★★★★☆ 4 out of 5", "★★★★½ 4.5 out of 5", "★★★★★ 5 out of 5", "none",
        ])
    }
}
