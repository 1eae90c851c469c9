@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Lists longer than the page size are split; page 1 keeps the list's own path.
final class PagingTests: XCTestCase {
    func testAnAccountOf120MemosHasThreePages() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": (1...120).map { ["title": "Memo \($0)", "createTime": String(format: "2026/01/%02d %02d:%02d", 1 + $0 / 60, ($0 / 60) % 24, $0 % 60), "detail": "x"] }])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let paths = try FileTree(site.output).paths.filter { $0.hasPrefix("notes/qq/") && !$0.dropFirst("notes/qq/".count).dropLast(".html".count).allSatisfy(\.isNumber) }
        XCTAssertEqual(paths, ["notes/qq/index.html", "notes/qq/pages/2.html", "notes/qq/pages/3.html"])
        func page(_ path: String) throws -> [String] {
            try String(contentsOf: site.output.appendingPathComponent(path), encoding: .utf8).components(separatedBy: "\n")
        }
        let first = try page("notes/qq/index.html"), second = try page("notes/qq/pages/2.html"), third = try page("notes/qq/pages/3.html")
        XCTAssertEqual(first.filter { $0.hasPrefix("<li>") }.count, 50)
        XCTAssertEqual(second.filter { $0.hasPrefix("<li>") }.count, 50)
        XCTAssertEqual(third.filter { $0.hasPrefix("<li>") }.count, 20)
        XCTAssertEqual(first.filter { $0.hasPrefix("<li>") }.first?.contains("Memo 120"), true, "newest first")
        XCTAssertEqual(second.drop { !$0.hasPrefix("<nav class=\"pages\"") }.prefix(7).joined(separator: "\n"), """
            <nav class="pages" aria-label="Pages">
            <a href="../index.html" rel="prev">← Previous</a>
            <a href="../index.html">1</a>
            <span aria-current="page">2</span>
            <a href="3.html">3</a>
            <a href="3.html" rel="next">Next →</a>
            </nav>
            """)
        XCTAssertTrue(second.contains { $0.contains("<a href=\"../70.html\">") }, "memo links lead back up from pages/")
        XCTAssertEqual(second.filter { $0.hasPrefix("<title>") }, ["<title>qq · page 2 of 3 · Folio</title>"])
        XCTAssertEqual(first.filter { $0.hasPrefix("<title>") }, ["<title>qq · page 1 of 3 · Folio</title>"])
        XCTAssertFalse(third.contains { $0.contains("rel=\"next\"") })
    }

    func testTheBookListPagesWithAPageSizeOption() throws {
        let site = try FixtureSite()
        try site.writeBookDatabase(statements: (1...5).map { "INSERT INTO bookInfo VALUES(\($0),'Book \($0)','Author \($0 % 2)',3,'','','')" })
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, bookOrder: .author, pageSize: 2))
        XCTAssertEqual(result.diagnostics.messages, [])
        let paths = try FileTree(site.output).paths.filter { $0.hasPrefix("books/") && !$0.dropFirst("books/".count).dropLast(".html".count).allSatisfy(\.isNumber) }
        XCTAssertEqual(paths, ["books/index.html", "books/pages/2.html", "books/pages/3.html"])
        let second = try String(contentsOf: site.output.appendingPathComponent("books/pages/2.html"), encoding: .utf8).components(separatedBy: "\n")
        let third = try String(contentsOf: site.output.appendingPathComponent("books/pages/3.html"), encoding: .utf8).components(separatedBy: "\n")
        let heading = "<h2 class=\"group\"><a href=\"../../authors/author-1.html\">Author 1</a></h2>"
        XCTAssertEqual(second.filter { $0.hasPrefix("<h2 class=\"group\">") }, [heading], "Author 0's two books fill page 1")
        XCTAssertEqual(third.filter { $0.hasPrefix("<h2 class=\"group\">") }, [heading], "an author spanning two pages heads both")
        XCTAssertEqual(third.filter { $0.hasPrefix("<li class=\"book\">") }.count, 1)
        let run = try CommandLine.folio(["build", "--page-size", "0"], in: site.url)
        XCTAssertEqual(run.status, 2)
        XCTAssertEqual(run.stderr.components(separatedBy: "\n").first, "Error: --page-size must be a whole number of at least 1, not 0")
    }

    func testEveryListPagesAndNoTwoListsShareAPagePath() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": (1...3).map { ["title": "Memo \($0)", "createTime": "2026/01/0\($0) 10:00", "detail": "x #pages #tag\($0 % 2) #common"] }])
        try site.writeBookDatabase(statements: (1...3).map { "INSERT INTO bookInfo VALUES(\($0),'Book \($0)','Author \($0 % 2)',3,'','','')" }
            + ["INSERT INTO bookInfo VALUES(4,'Other','Author 1',3,'','','')"])
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, pageSize: 1))
        XCTAssertEqual(result.diagnostics.messages, [], "the link check finds every pager link")
        let paths = try FileTree(site.output).paths
        XCTAssertEqual(paths.filter { $0.hasPrefix("tags/") }, [
            "tags/common.html", "tags/common/2.html", "tags/common/3.html", "tags/index.html",
            "tags/pages-2.html", "tags/pages-2/2.html", "tags/pages-2/3.html", "tags/pages/2.html", "tags/pages/3.html", "tags/pages/4.html",
            "tags/tag0.html", "tags/tag1.html", "tags/tag1/2.html",
        ], "a tag called pages does not take the index's pages/")
        XCTAssertEqual(paths.filter { $0.hasPrefix("authors/") }, [
            "authors/author-0.html", "authors/author-1.html", "authors/author-1/2.html", "authors/author-1/3.html",
            "authors/index.html", "authors/pages/2.html",
        ])
    }

    /// With 200,000 memos in one account, every list page once linked all 4,000 others.
    func testAPagerLinksFirstLastAndTwoAroundTheCurrentPageWhateverTheLength() throws {
        func numbers(_ page: Int, _ count: Int) -> String {
            Paging.shownNumbers(page: page, of: count).map { $0.map(String.init) ?? "…" }.joined(separator: " ")
        }
        XCTAssertEqual(numbers(1, 1), "1")
        XCTAssertEqual(numbers(3, 5), "1 2 3 4 5")
        XCTAssertEqual(numbers(1, 4000), "1 2 3 … 4000")
        XCTAssertEqual(numbers(5, 4000), "1 … 3 4 5 6 7 … 4000")
        XCTAssertEqual(numbers(4, 4000), "1 2 3 4 5 6 … 4000")
        XCTAssertEqual(numbers(3997, 4000), "1 … 3995 3996 3997 3998 3999 4000")
        XCTAssertEqual(numbers(4000, 4000), "1 … 3998 3999 4000")
    }

    func testAListPageDoesNotGrowWithTheNumberOfPages() throws {
        func middlePageSize(memos: Int) throws -> Int {
            let site = try FixtureSite()
            try site.writeMemos(["qq": (1...memos).map { ["title": "M", "createTime": String(format: "2026/01/01 %02d:%02d", $0 / 60 % 24, $0 % 60), "detail": "x"] }])
            let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, pageSize: 1))
            XCTAssertEqual(result.diagnostics.messages, [])
            let middle = try Data(contentsOf: site.output.appendingPathComponent("notes/qq/pages/\((memos + 1) / 2).html"))
            let page = String(decoding: middle, as: UTF8.self)
            let pager = page.components(separatedBy: "<nav class=\"pages\"").last?.components(separatedBy: "</nav>").first ?? ""
            XCTAssertEqual(pager.components(separatedBy: "<a href=").count - 1, 8, "previous, first, two before, two after, last, next")
            return middle.filter { !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }.count
        }
        XCTAssertEqual(try middlePageSize(memos: 21), try middlePageSize(memos: 201), "the same page but for its numbers")
    }
}
