@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `folio.yml`: settings, command-line overrides, explicit sources, and errors naming key and line.
final class ConfigTests: XCTestCase {
    func testSettingsApplyAndTheCommandLineOverridesThem() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "Late", "createTime": "2026/11/21 16:00", "detail": "x"]]])
        try site.folder.write("""
            title: 读书笔记
            author: 某人
            base_url: https://example.org/notes
            language: zh
            timezone: Asia/Shanghai
            book_order: title
            page_size: 10
            output: public
            """, to: "folio.yml")
        let run = try CommandLine.folio(["build", "--now", "2026-11-22T15:30"], in: site.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let list = try String(contentsOf: site.folder.child("public/notes/qq/index.html"), encoding: .utf8)
        XCTAssertTrue(list.contains("<html lang=\"zh\">"))
        XCTAssertTrue(list.contains("<title>qq · 读书笔记</title>"))
        XCTAssertTrue(list.contains("<time datetime=\"2026-11-21T16:00+08:00\">16:00</time>"), "createTime and --now read in Asia/Shanghai: 23h30 old")
        let feed = try String(contentsOf: site.folder.child("public/feed.xml"), encoding: .utf8)
        XCTAssertTrue(feed.contains("<author><name>某人</name></author>"))
        XCTAssertTrue(feed.contains("<link rel=\"self\" href=\"https://example.org/notes/feed.xml\"/>"))
        let overridden = try CommandLine.folio(["build", "--output", "elsewhere", "--now", "2026-11-22T16:00"], in: site.url)
        XCTAssertEqual(overridden.status, 0, overridden.stderr)
        let other = try String(contentsOf: site.folder.child("elsewhere/notes/qq/index.html"), encoding: .utf8)
        XCTAssertTrue(other.contains("<time datetime=\"2026-11-21T16:00+08:00\">2026/11/21</time>"))
    }

    func testExplicitSourcesWithAColumnMapping() throws {
        let site = try FixtureSite()
        try site.writeDatabase("library.db", statements: [
            "CREATE TABLE books(id integer primary key, title text, writer text, stars integer, about text, body text, notes text)",
            "INSERT INTO books VALUES(1,'Mapped','Someone',5,'','','')",
        ])
        try site.writeMemos(["ignored": [["createTime": "2026/01/01 10:00", "detail": "not named in folio.yml"]]])
        try site.folder.write("""
            sources:
              - path: Content/library.db
                kind: books
                table: books
                columns: {bookInfoID: id, bookName: title, authorName: writer, score: stars, introOfAuthor: about, contentOfBook: body, summary: notes}
            """, to: "folio.yml")
        let run = try CommandLine.folio(["build"], in: site.url)
        XCTAssertEqual(run.status, 0, run.stderr)
        let paths = try FileTree(site.output).paths
        XCTAssertTrue(paths.contains("books/1.html"))
        XCTAssertFalse(paths.contains { $0.hasPrefix("notes/") }, "only the named sources are read")
    }

    func testErrorsNameTheKeyTheLineAndWhatIsAllowed() throws {
        let cases: [(String, String)] = [
            ("title: x\ncolour: red\n", "error: folio.yml:2:1: unknown key \"colour\"; allowed: title, author, language, timezone, base_url, book_order, page_size, output, sources, publish, notebooks, exclude, archived, home"),
            ("book_order: colour\n", "error: folio.yml:1:13: book_order: expected one of app, title, author, score, found \"colour\""),
            ("page_size: many\n", "error: folio.yml:1:12: page_size: expected a whole number, found \"many\""),
            ("title: [a, b]\n", "error: folio.yml:1:8: title: expected text, found a list"),
            ("book_order: {x: 1}\n", "error: folio.yml:1:13: book_order: expected one of app, title, author, score, found a mapping"),
            ("timezone: Mars/Olympus\n", "error: folio.yml:1:11: timezone: \"Mars/Olympus\" is not an IANA time zone name (for example Asia/Shanghai or UTC)"),
            ("sources:\n  - path: a.db\n    kind: magazines\n", "error: folio.yml:3:11: sources: source 1: kind: expected memos or books, found \"magazines\""),
            ("sources:\n  - path: [a]\n    kind: books\n", "error: folio.yml:2:11: sources: source 1: path: expected text (a file's path), found a list"),
            ("sources:\n  - path: a.db\n    kind: books\n    colour: red\n", "error: folio.yml:4:5: sources: unknown key \"colour\"; allowed: path, kind, table, columns"),
            ("titel: A\n", "error: folio.yml:1:1: unknown key \"titel\" (did you mean \"title\"?); allowed: title, author, language, timezone, base_url, book_order, page_size, output, sources, publish, notebooks, exclude, archived, home"),
            ("title: [unclosed\n", "error: folio.yml:2:1: is not valid YAML: a list opened on line 1, column 8 with [ is not closed with ] (or a , is missing between its items)"),
            ("title: A\nauthor: B\ntitle: C\n", "error: folio.yml:3: is not valid YAML: key \"title\" stands on lines 1 and 3; give each key once"),
            ("title: a: b\n", "error: folio.yml:1:9: is not valid YAML: a colon here would start a key inside a value; put the value in quotes if it holds \": \""),
            ("title: A\n\tauthor: B\n", "error: folio.yml:2:1: is not valid YAML: a tab stands where YAML needs spaces to indent"),
            ("title: \"A\n", "error: folio.yml:2:1: is not valid YAML: the file ends inside a quoted value opened on line 1, column 8; close its quote"),
        ]
        for (yaml, expected) in cases {
            let site = try FixtureSite()
            try site.folder.write(yaml, to: "folio.yml")
            let run = try CommandLine.folio(["build"], in: site.url)
            XCTAssertEqual(run.status, 1, yaml)
            XCTAssertEqual(run.stderr.components(separatedBy: "\n").first, expected, yaml)
            XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.path))
        }
    }
}
