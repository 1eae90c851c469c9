@testable import FolioCore
import Foundation
import XCTest

/// `folio serve` builds with a `BuildSession`: a rebuild reads only the data files that changed,
/// takes the memento and texts from memory, and leaves on disk what a build without it would.
/// A session saves the memento and texts, and removes the replaced output, after its build has
/// returned: each test waits for that (`defer`) before its site's folder is removed, or the
/// removal and the saves race and the folder is left behind.
final class BuildSessionTests: XCTestCase {
    func memos(_ title: String) -> [String: [[String: Any]]] {
        ["qq": [["title": title, "createTime": "2026/01/01 10:00", "detail": "x"], ["createTime": "2026/01/02 10:00", "detail": " "]]]
    }

    /// The site's output is what a build without a session writes into a folder of its own.
    func assertSameAsWithoutSession(_ site: FixtureSite, file: StaticString = #filePath, line: UInt = #line) throws {
        let other = try TemporaryFolder()
        var full = site.options()
        full.outputFolder = other.child("out")
        XCTAssertTrue(SiteBuild.run(full).succeeded, file: file, line: line)
        XCTAssertEqual(try FileTree(site.output), try FileTree(other.child("out")), file: file, line: line)
    }

    func writeBooks(_ site: FixtureSite) throws {
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES (1, 'Dune', 'Frank Herbert', 5, '', '', '')"])
    }

    func testARebuildReadsOnlyTheChangedFileAndRepeatsTheOthersWarnings() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("First"))
        try writeBooks(site)
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        let first = SiteBuild.run(site.options(), session: session)
        XCTAssertTrue(first.succeeded)
        // The two small files load side by side, so either may be read first.
        XCTAssertEqual(session.read.sorted(), ["Content/books.sqlite", "Content/memos.plist"])
        try site.writeDatabase("books.sqlite", statements: ["INSERT INTO bookInfo VALUES (2, 'Emma', 'Jane Austen', 4, '', '', '')"])
        let second = SiteBuild.run(site.options(), session: session)
        XCTAssertTrue(second.succeeded)
        XCTAssertEqual(session.read.dropFirst(2), ["Content/books.sqlite"], "the memo plist was read once")
        XCTAssertEqual(second.diagnostics.messages, [
            "warning[load content]: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published"
        ], "the unchanged file's warning, as when it was read")
        try assertSameAsWithoutSession(site)
    }

    /// A memo plist that changed is parsed and read again only where its bytes did (a file over
    /// 256 KiB, parsed on two threads): an unchanged account's warnings are repeated, and the
    /// pages are those a build without a session writes.
    func testAChangedPlistIsReadAgainOnlyInTheAccountsThatChanged() throws {
        let site = try FixtureSite()
        let long = String(repeating: "A line of a long memo.\n", count: 4_000)
        func accounts(_ title: String) -> [String: [[String: Any]]] {
            ["a": [["title": "A", "createTime": "2026/01/01 10:00", "detail": long]],
             "b": [["title": title, "createTime": "2026/01/02 10:00", "detail": long]],
             "c": [["title": "C", "createTime": "2026/01/03 10:00", "detail": long], ["createTime": "2026/01/04 10:00", "detail": " "]]]
        }
        var options = site.options()
        options.jobs = 2
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        try site.writeMemos(accounts("B"))
        XCTAssertTrue(SiteBuild.run(options, session: session).succeeded)
        try site.writeMemos(accounts("B, retitled"))
        let second = SiteBuild.run(options, session: session)
        XCTAssertTrue(second.succeeded)
        XCTAssertEqual(session.accountsRead.sorted(), ["a", "b", "b", "c"])
        XCTAssertEqual(session.accountsRead.last, "b", "the second build read only the account that changed")
        XCTAssertEqual(second.diagnostics.messages, [
            "warning[load content]: Content/memos.plist: account \"c\", memo 2: detail is empty; the memo is not published"
        ])
        try assertSameAsWithoutSession(site)
    }

    /// The theme is loaded again only when the site's templates change; its warnings are
    /// repeated meanwhile, and the pages are those a build without a session writes.
    func testTheThemeIsKeptWhileTheTemplatesAreUnchanged() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("First"))
        try site.folder.write("{{<layout}}{{$content}}<h1>{{title}}</h1>{{nope}}{{/content}}{{/layout}}", to: "Templates/memo.mustache")
        let warning = "warning[load templates]: Templates/memo.mustache:1:42: template uses \"nope\", which no view here has"
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        XCTAssertEqual(SiteBuild.run(site.options(), session: session).diagnostics.messages.filter { $0.contains("load templates") }, [warning])
        try site.writeMemos(memos("Second"))
        XCTAssertEqual(SiteBuild.run(site.options(), session: session).diagnostics.messages.filter { $0.contains("load templates") }, [warning])
        XCTAssertEqual(session.themesLoaded, 1)
        try site.folder.write("{{<layout}}{{$content}}<h2>{{title}}</h2>{{/content}}{{/layout}}", to: "Templates/memo.mustache")
        XCTAssertEqual(SiteBuild.run(site.options(), session: session).diagnostics.messages.filter { $0.contains("load templates") }, [])
        XCTAssertEqual(session.themesLoaded, 2)
        try assertSameAsWithoutSession(site)
    }

    /// The note paths and links are made again only when a title, a time, a store id or a
    /// notebook changes: an edited detail keeps them.
    func testNotePathsAreKeptWhileNoTitleChanges() throws {
        let site = try FixtureSite()
        func write(_ title: String, _ detail: String) throws {
            try site.writeMemos(["qq": [["title": title, "createTime": "2026/01/01 10:00", "detail": detail],
                                        ["title": "Other", "createTime": "2026/01/02 10:00", "detail": "see [[\(title)]]"]]])
        }
        try write("First", "x")
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        try write("First", "x, edited")
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        XCTAssertEqual(session.notes.made, 1)
        try write("Renamed", "x, edited")
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        XCTAssertEqual(session.notes.made, 2)
        try assertSameAsWithoutSession(site)
    }

    /// The reading log's paths are claimed again only when a book's or an author's name
    /// changes: an edited memo, or a book's score, keeps them.
    func testBookPathsAreKeptWhileNoNameChanges() throws {
        let site = try FixtureSite()
        func update(_ statement: String) throws { try site.writeDatabase("books.sqlite", statements: [statement]) }
        try site.writeMemos(memos("First"))
        try site.writeBookDatabase(statements: [
            "INSERT INTO bookInfo VALUES (1, 'Dune', 'Frank Herbert', 5, '', '', '')",
            "INSERT INTO bookInfo VALUES (2, '老人与海', '海明威', 4, '', '', '')",
        ])
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        try site.writeMemos(memos("Second"))
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        try update("UPDATE bookInfo SET score = 3 WHERE bookInfoID = 1")
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        XCTAssertEqual(session.books.made, 1)
        try assertSameAsWithoutSession(site)
        try update("UPDATE bookInfo SET bookName = 'Dune Messiah' WHERE bookInfoID = 1")
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        XCTAssertEqual(session.books.made, 2)
        try assertSameAsWithoutSession(site)
    }

    /// The memento and texts a session saves are the current ones: a build in another process
    /// finds the site up to date. Until they are saved, none is there, never the last build's.
    func testWhatASessionSavesIsWhatABuildWithoutOneWouldRead() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("First"))
        XCTAssertTrue(site.build().succeeded, "a build without a session leaves its memento")
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        try site.writeMemos(memos("Second"))
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        session.waitUntilSaved()
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(),
                       [".Output.folio-memento", ".Output.folio-texts", "Content", "Output"], "the replaced output removed")
        let later = site.build()
        XCTAssertTrue(later.upToDate)
        XCTAssertEqual(later.diagnostics.messages, ["warning[load content]: Content/memos.plist: account \"qq\", memo 2: detail is empty; the memo is not published"])
    }

    /// A time zone changes what a file holds (instants become local times): the file is read again.
    func testAnotherTimeZoneReadsTheFilesAgain() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("First"))
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        var options = site.options()
        options.timeZone = TimeZone(identifier: "Asia/Shanghai")!
        XCTAssertTrue(SiteBuild.run(options, session: session).succeeded)
        XCTAssertEqual(session.read, ["Content/memos.plist", "Content/memos.plist"])
    }

    /// Another build into the same output (another process, other options) makes the session's
    /// memento stale: the next session build reads the memento beside the output instead.
    func testAnOutputAnotherBuildReplacedIsNotDescribedByTheSessionsMemento() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": (1...5).map { ["title": "Memo \($0)", "createTime": "2026/01/0\($0) 10:00", "detail": "Text \($0)"] }])
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        session.waitUntilSaved()
        var other = site.options()
        other.pageSize = 2
        XCTAssertTrue(SiteBuild.run(other).succeeded)
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        let full = try TemporaryFolder()
        var fresh = site.options()
        fresh.outputFolder = full.child("out")
        XCTAssertTrue(SiteBuild.run(fresh).succeeded)
        XCTAssertEqual(try FileTree(site.output), try FileTree(full.child("out")))
    }

    /// `--no-cache` in a session renders every page, as without one.
    func testNoCacheRendersEveryPage() throws {
        let site = try FixtureSite()
        try site.writeMemos(memos("First"))
        let session = BuildSession()
        defer { withExtendedLifetime(site) { session.waitUntilSaved() } }
        XCTAssertTrue(SiteBuild.run(site.options(), session: session).succeeded)
        var options = site.options()
        options.useCache = false
        let again = SiteBuild.run(options, session: session)
        XCTAssertTrue(again.succeeded)
        XCTAssertEqual(again.renderedPages.count, again.pageCount)
        XCTAssertEqual(session.read, ["Content/memos.plist"], "the file was read without the session")
    }
}
