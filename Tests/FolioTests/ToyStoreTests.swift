@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// A store is one folder and one registry line: `ToyStore/` holds a store Folio has never heard
/// of, and a site is built from its file with nothing else changed.
final class ToyStoreTests: XCTestCase {
    func testAStoreAddedByAFolderAndARegistryLineBuildsASite() throws {
        let site = try FixtureSite()
        try site.writeDatabase("journal.db", statements: [
            "CREATE TABLE journal(entry_id TEXT, title TEXT, author TEXT)",
            "INSERT INTO journal VALUES ('e-1', 'The Dispossessed', 'Ursula K. Le Guin')",
        ])
        var options = site.options()
        options.stores = StoreRegistry.standard.adding(ToyJournalStore())
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.sources.map { $0.kinds.map(\.name) }, [["toy journal"]])
        let page = try String(contentsOf: site.output.appendingPathComponent("books/e-1.html"), encoding: .utf8)
        let title = try XCTUnwrap(page.range(of: "<title>[^<]*</title>", options: .regularExpression).map { String(page[$0]) })
        XCTAssertEqual(title, "<title>The Dispossessed · Folio</title>")
    }

    /// Without its registry line the same file is no store's, and the message lists what is.
    func testWithoutItsLineTheFileIsNoStores() throws {
        let site = try FixtureSite()
        try site.writeDatabase("journal.db", statements: ["CREATE TABLE journal(entry_id TEXT, title TEXT, author TEXT)"])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "error[load content]: Content/journal.db: not a Folio data file (found a SQLite database with table journal); \(StoreRegistry.standard.expectedShapes)",
        ])
    }
}
