@testable import FolioBase
@testable import FolioCore
@testable import FolioModel
@testable import FolioStores
import Foundation
import XCTest

/// One contract every store of `StoreRegistry.standard` is held to, on a fixture of its files
/// (`StoreFixtures`): its site builds; nothing is written beside its data; its page ids are safe
/// path segments; an edited title moves no page; every date is real or absent; a figure it did
/// not record is absent, not 0; every problem names the file and the record or line.
final class StoreConformanceTests: XCTestCase {
    /// A store registered without a fixture fails here, by name: that is how it gets these checks.
    func testEveryRegisteredStoreHasAFixture() {
        for message in Self.storesWithoutFixtures(in: StoreRegistry.standard) { XCTFail(message) }
        let registered = StoreRegistry.standard.stores.map(\.kind)
        XCTAssertEqual(StoreFixtures.all.map(\.kind).filter { !registered.contains($0) }.map(\.name), [],
                       "fixtures of stores the registry does not list")
    }

    static func storesWithoutFixtures(in registry: StoreRegistry) -> [String] {
        registry.stores.map(\.kind).filter { kind in !StoreFixtures.all.contains { $0.kind == kind } }
            .map { "\($0.name): no fixture in StoreFixtures, so the store is held to no contract; add one" }
    }

    func testCommittedFixturesKeepTheContract() throws {
        try checkEveryFixture(from: .committed)
    }

    func testRealFixturesKeepTheContract() throws {
        _ = try TestPaths.real("README.md")
        try checkEveryFixture(from: .real)
    }

    /// Each fixture of `origin`, in the registry's order of its store.
    func checkEveryFixture(from origin: StoreFixture.Origin) throws {
        let registered = StoreRegistry.standard.stores.map(\.kind)
        let fixtures = StoreFixtures.all.filter { $0.origin == origin }
        for kind in registered {
            for fixture in fixtures where fixture.kind == kind {
                do {
                    try check(fixture)
                } catch {
                    XCTFail("\(fixture.name): \(error)")
                }
            }
        }
    }

    func check(_ fixture: StoreFixture) throws {
        let site = try FixtureSite()
        let content = site.folder.child("Content")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try fixture.layOut(content)
        let before = try ContentListing(content)
        let result = site.build()
        let again = site.build()
        let name = fixture.name

        // It builds, as the store it is for.
        XCTAssertTrue(result.succeeded, "\(name): the build failed: \(result.diagnostics.messages)")
        XCTAssertEqual(result.diagnostics.errors.map(\.description), [], "\(name): errors")
        XCTAssertEqual(Set(result.sources.flatMap(\.kinds)), fixture.kinds, "\(name): the stores that read its files")
        XCTAssertTrue(again.succeeded, "\(name): the second build failed: \(again.diagnostics.messages)")
        XCTAssertEqual(again.diagnostics.errors.map(\.description), [], "\(name): errors of the second build")
        XCTAssertFalse(result.files.isEmpty, "\(name): no files written")

        // Nothing is written beside the data.
        let after = try ContentListing(content)
        XCTAssertEqual(after, before, "\(name): two builds changed Content/: \(before.changes(to: after))")

        // Page ids are safe path segments; dates are real or absent; unrecorded figures absent, not 0;
        // every problem names its file and its record or line.
        XCTAssertEqual(ContractFindings.unsafePaths(result.files), [], "\(name): unsafe output paths")
        XCTAssertEqual(ContractFindings.unrealDates(result.content, zone: site.options().timeZone), [], "\(name): dates that are no dates")
        XCTAssertEqual(ContractFindings.zeroFigures(result.content), [], "\(name): figures of 0 where the store recorded none")
        XCTAssertEqual(ContractFindings.unplacedProblems(result.diagnostics, site: site.url), fixture.unplacedProblems,
                       "\(name): problems that name no file, or no record or line in it")

        // Stable across a title edit.
        guard let edit = fixture.titleEdit else { return }
        try edit.apply(in: content)
        let edited = site.build()
        XCTAssertTrue(edited.succeeded, "\(name): the build after the title edit failed: \(edited.diagnostics.messages)")
        XCTAssertEqual(Set(edited.files.map(\.description)), Set(result.files.map(\.description)),
                       "\(name): a title edit changed the site's paths")
        XCTAssertNotEqual(ContractFindings.titles(edited.content), ContractFindings.titles(result.content),
                          "\(name): the title edit changed no title, so it proved nothing")
    }

    /// The checks themselves, on values made to break each: without this, a fixture passing
    /// could mean a check that sees nothing.
    func testTheChecksFindWhatTheyAreFor() throws {
        XCTAssertEqual(Self.storesWithoutFixtures(in: StoreRegistry.standard.adding(ToyJournalStore())),
                       ["toy journal: no fixture in StoreFixtures, so the store is held to no contract; add one"])

        let long = String(repeating: "a", count: 106)
        let paths = ["books/ok.html", "books//x.html", "books/../x.html", "a\\b/c.html", "tab\there.html", "books/\(long).html", String(repeating: "é", count: 50) + ".html"]
        XCTAssertEqual(ContractFindings.unsafePaths(Set(paths.map(PathBytes.init))), [
            "\"a\\\\b/c.html\": a backslash in \"a\\\\b\"",
            "\"books/../x.html\": segment ..",
            "\"books//x.html\": an empty segment",
            "\"books/\(long).html\": segment of 111 bytes: \(long).html",
            "\"tab\\there.html\": a control character in \"tab\\there.html\"",
        ], "50 é and .html are 105 bytes, the most; \\ and tab as debugDescription writes them")

        let zone = TimeZone(identifier: "UTC")!
        let location = SourceLocation(file: "Content/x", recordPath: ["book 1"])
        var book = Book(title: "B", authorLine: "", rating: Rating(0), authorIntroduction: "", description: "", review: "", source: location)
        book.details.added = Date(timeIntervalSince1970: 0)
        book.details.finished = Date(timeIntervalSinceReferenceDate: 0)
        book.details.published = LocalDateTime(year: 101, month: 1, day: 1, hour: 0, minute: 0)!.instant(in: zone)
        book.details.lastRead = Date(timeIntervalSince1970: 1_700_000_000)
        book.details.pageCount = 0
        book.details.progress = 0
        let memo = Note(title: "M", created: LocalDateTime(year: 1970, month: 1, day: 1, hour: 0, minute: 0)!, body: "M", source: location)
        let content = SiteContent(notebooks: [Notebook(name: "a", notes: [memo])], books: [book])
        XCTAssertEqual(ContractFindings.unrealDates(content, zone: zone), [
            "Content/x: book 1: created: 1970-01-01T00:00:00Z, the Unix epoch",
            "Content/x: book 1 \"B\": published: 0101-01-01 00:00:00 +0000, before the year 1000",
            "Content/x: book 1 \"B\": added: 1970-01-01T00:00:00Z, the Unix epoch",
            "Content/x: book 1 \"B\": finished: 2001-01-01T00:00:00Z, Apple's reference date",
        ])
        XCTAssertEqual(ContractFindings.zeroFigures(content), [
            "Content/x: book 1 \"B\": pageCount is 0", "Content/x: book 1 \"B\": score is 0", "Content/x: book 1 \"B\": percentRead (its progress is 0) is 0",
        ])

        var diagnostics = Diagnostics()
        diagnostics.warn(at: nil, "nowhere")
        diagnostics.warn(at: SourceLocation(file: "Content/x"), "a file alone")
        diagnostics.warn(at: location, "a record")
        diagnostics.warn(at: SourceLocation(file: "Content/x.csv", line: 3), "a line")
        XCTAssertEqual(ContractFindings.unplacedProblems(diagnostics, site: URL(fileURLWithPath: "/site")), ["warning: nowhere", "warning: Content/x: a file alone"])

        // A file written beside the data, and a file whose time alone changed.
        let folder = try TemporaryFolder()
        let file = try folder.write("data", to: "data.sqlite")
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        for path in [file.path, folder.url.path] { try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: path) }
        let before = try ContentListing(folder.url)
        try folder.write("", to: "data.sqlite-wal")
        try FileManager.default.setAttributes([.modificationDate: old.addingTimeInterval(1)], ofItemAtPath: file.path)
        XCTAssertEqual(before.changes(to: try ContentListing(folder.url)).map { $0.components(separatedBy: " (")[0] },
                       ["+ .", "+ data.sqlite", "+ data.sqlite-wal", "- .", "- data.sqlite"])

        XCTAssertEqual(try TitleEdit.editedCSV("Id,Title,Author\r\n1,\"Say \"\"hi\"\", then go\",A\r\n2,B,C\r\n", column: "Title"),
                       "Id,Title,Author\r\n1,\"Say \"\"hi\"\", then go Say \"\"hi\"\", then go\",A\r\n2,B,C\r\n")
        XCTAssertEqual(try TitleEdit.editedLua("[\"doc_props\"] = {\n    [\"title\"] = \"A \\\"B\\\"\",\n},\n[\"title\"] = \"C\""),
                       "[\"doc_props\"] = {\n    [\"title\"] = \"A \\\"B\\\" A \\\"B\\\"\",\n},\n[\"title\"] = \"C\"")
    }
}
