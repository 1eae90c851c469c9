@testable import FolioCore
import Foundation
import XCTest

/// `folio init` writes a site that builds at once, and never into a folder with files in it.
final class InitTests: XCTestCase {
    func testANewSiteBuildsAtOnce() throws {
        let folder = try TemporaryFolder()
        let created = try CommandLine.folio(["init", "site"], in: folder.url)
        XCTAssertEqual(created.status, 0, created.stderr)
        XCTAssertEqual(created.stdout, "Created a site in site. Build it with: cd site && folio build\n")
        XCTAssertEqual(try FileTree(folder.child("site")).paths, ["Content/books.sqlite", "Content/memos.plist", "folio.yml"])
        let built = try CommandLine.folio(["build"], in: folder.child("site"))
        XCTAssertEqual(built.status, 0, built.stderr)
        XCTAssertEqual(built.stderr, "")
        let paths = try FileTree(folder.child("site/Output")).paths
        XCTAssertTrue(["notes/notes/welcome.html", "notes/读书/读书计划.html", "books/老人与海.html", "tags/folio.html"].allSatisfy(paths.contains))
        XCTAssertTrue(try String(contentsOf: folder.child("site/Output/index.html"), encoding: .utf8).contains("<title>Home · My notes</title>"))
    }

    func testWithTemplatesCopiesTheDefaultTheme() throws {
        let folder = try TemporaryFolder()
        XCTAssertEqual(try CommandLine.folio(["init", "site", "--with-templates"], in: folder.url).status, 0)
        let templates = try FileTree(folder.child("site/Templates"))
        XCTAssertEqual(templates.files.mapValues { String(decoding: $0, as: UTF8.self) }, DefaultTheme.files)
    }

    func testANonEmptyFolderIsRefused() throws {
        let folder = try TemporaryFolder()
        try folder.write("mine", to: "site/notes.txt")
        let run = try CommandLine.folio(["init", "site"], in: folder.url)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "error: \(folder.child("site").path): is not empty; folio init only writes into a new or empty folder\n")
        XCTAssertEqual(try FileTree(folder.child("site")).paths, ["notes.txt"])
    }
}
