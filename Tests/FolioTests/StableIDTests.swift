@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Store ids made path segments: tidy ones kept, others hashed, missing ones named by their row
/// with a warning; a book of several stores named by the first store in a fixed order.
final class StableIDTests: XCTestCase {
    func testTidyIDsAreKeptAndOthersHashed() {
        XCTAssertEqual(["0b3f8c2e-5d4a-4e1b-9c7d-2a6f1e0d9b8c", "A1B2C3", "12", "v1.2_x"].map(StableID.segment), [
            "0b3f8c2e-5d4a-4e1b-9c7d-2a6f1e0d9b8c", "A1B2C3", "12", "v1.2_x",
        ])
        let untidy = ["../etc/passwd", "a/b", "..", ".hidden", "ends.", "-12", "with space", "tab\tin", "nul\u{0}", "CON", "nul.txt", "Com1", "é",
                      String(repeating: "a", count: 101)]
        let segments = untidy.map { StableID.segment($0) ?? "nil" }
        XCTAssertEqual(segments.filter { !$0.hasPrefix("id-") || $0.count != 19 || !$0.dropFirst(3).allSatisfy(\.isHexDigit) }, [],
                       "each becomes id- and 16 hex digits")
        XCTAssertEqual(Set(segments).count, untidy.count, "no two alike")
        XCTAssertEqual(StableID.segment("a/b"), StableID.segment("a/b"), "the same id, the same segment")
        XCTAssertEqual(StableID.segment(String(repeating: "a", count: 100)), String(repeating: "a", count: 100))
        XCTAssertEqual([nil, "", "  "].map(StableID.segment), [nil, nil, nil])
    }

    /// Without an id, a record is named by its row, with a warning naming the file, the record
    /// and the field; two ids differing only in case still get a page each.
    func testRecordsWithoutIDsAreNamedByTheirRows() throws {
        let site = try FixtureSite()
        try site.writeDatabase("calibre/metadata.db", statements: [StableAddressTests.calibreTables, """
            INSERT INTO books VALUES (1, 'The Dispossessed', NULL, NULL, NULL, 1, 'a', 0), (2, 'The Lathe of Heaven', '', NULL, NULL, 1, 'b', 0),
                                     (3, 'Tehanu', 'AbC', NULL, NULL, 1, 'c', 0), (4, 'Tales', 'abc', NULL, NULL, 1, 'd', 0),
                                     (5, 'The Word for World', '../x', NULL, NULL, 1, 'e', 0)
            """])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/calibre/metadata.db: book 1: uuid is missing, so its page is named \"calibre-1\" after its row; it keeps that address while the row keeps its number",
            "warning[load content]: Content/calibre/metadata.db: book 2: uuid is empty, so its page is named \"calibre-2\" after its row; it keeps that address while the row keeps its number",
        ])
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("books/") }, [
            "books/AbC.html", "books/abc-2.html", "books/calibre-1.html", "books/calibre-2.html", "books/\(StableID.segment("../x")!).html", "books/index.html",
        ].sorted())
    }

    static let bookApp = "INSERT INTO bookInfo VALUES (7, 'The Dispossessed', 'Ursula K. Le Guin', 5, '', 'Anarres and Urras.', '')"

    /// The same book in calibre and the book app is one page, named by calibre's uuid whichever
    /// store's metadata wins and however its title is edited; without calibre, by its bookInfoID.
    func testAMergedBookKeepsCalibresAddress() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: [Self.bookApp])
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("books/") }, ["books/7.html", "books/index.html"], "the book app alone")
        try site.writeDatabase("calibre/metadata.db", statements: [StableAddressTests.calibreTables,
            "INSERT INTO books VALUES (1, 'The Dispossessed', '0b3f8c2e-5d4a-4e1b-9c7d-2a6f1e0d9b8c', NULL, NULL, 1, 'a', 0)"])
        let merged = site.build()
        XCTAssertEqual(merged.bookMatches.map(\.records), [["Content/calibre/metadata.db: book 1", "Content/books.sqlite: bookInfoID 7 \"The Dispossessed\""]])
        let calibrePage = ["books/0b3f8c2e-5d4a-4e1b-9c7d-2a6f1e0d9b8c.html", "books/index.html"]
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("books/") }, calibrePage)
        try site.writeDatabase("calibre/metadata.db", statements: ["UPDATE books SET title = 'The Dispossessed: An Ambiguous Utopia'"])
        try site.writeDatabase("books.sqlite", statements: ["UPDATE bookInfo SET bookName = 'The Dispossessed: An Ambiguous Utopia'"])
        let renamed = site.build()
        XCTAssertEqual(renamed.content.books.map(\.title), ["The Dispossessed: An Ambiguous Utopia"])
        XCTAssertEqual(renamed.bookMatches.count, 1, "still one book")
        XCTAssertEqual(try FileTree(site.output).paths.filter { $0.hasPrefix("books/") }, calibrePage)
    }

    /// The order is fixed, not the order of the files nor whose metadata wins (calibre, the book
    /// app, Apple Books, KOReader): KOReader's md5 comes before the book app's bookInfoID.
    func testPathRankIsCalibreKOReaderAppleBooksTheBookApp() {
        func record(_ id: String, _ kind: StoreKind, file: Int) -> BookMerge.Record {
            var book = Book(title: "Emma", authorLine: "Jane Austen", rating: nil, authorIntroduction: "", description: "", review: "",
                            source: SourceLocation(file: "f\(file)"))
            book.stableID = id
            return BookMerge.Record(book: book, ranks: StoreRegistry.standard.ranks(of: kind), file: file)
        }
        let all = [record("7", BookTableStore.kind, file: 0), record("ASSET", AppleBooksLibraryStore.kind, file: 1), record("md5", KOReaderStatisticsStore.kind, file: 2),
                   record("uuid", CalibreStore.kind, file: 3)]
        XCTAssertEqual(BookMerge.merge(all).books.map(\.stableID), ["uuid"])
        XCTAssertEqual(BookMerge.merge(Array(all.prefix(3))).books.map(\.stableID), ["md5"])
        XCTAssertEqual(BookMerge.merge(Array(all.prefix(2))).books.map(\.stableID), ["ASSET"])
        XCTAssertEqual(BookMerge.merge(Array(all.prefix(1))).books.map(\.stableID), ["7"])
        XCTAssertEqual(BookMerge.merge(Array(all.prefix(3))).books.map(\.source.description), ["f0"], "the book app's metadata wins, KOReader's id names it")
    }
}
