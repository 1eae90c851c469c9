@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The theme's words come from one strings table per language; a site overrides any string.
final class InterfaceStringsTests: XCTestCase {
    func siteWithMemo(language: String) throws -> (FixtureSite, BuildOptions) {
        let site = try FixtureSite()
        // A memo with a tag and a book: the navigation links every section.
        try site.writeMemos(["qq": [["title": "A", "createTime": "2026/01/01 10:00", "detail": "A #tag"]]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'','','')"])
        var options = site.options()
        options.language = language
        return (site, options)
    }

    func nav(of page: String, in site: FixtureSite) throws -> String {
        let html = try String(contentsOf: site.output.appendingPathComponent(page), encoding: .utf8)
        return html.components(separatedBy: "\n").first { $0.hasPrefix("<nav aria-label=") } ?? html
    }

    func testCountsHaveGroupSeparatorsAndOneIsSingular() {
        var unreported = Diagnostics()
        let english = InterfaceStrings.english
        let chinese = InterfaceStrings.load(language: "zh-Hans", theme: .defaultTheme, diagnostics: &unreported)
        XCTAssertEqual(unreported.messages, [])
        XCTAssertEqual([1, 2, 999, 1000, 10000, 1234567].map { english.count($0, "memo") },
                       ["1 memo", "2 memos", "999 memos", "1,000 memos", "10,000 memos", "1,234,567 memos"])
        XCTAssertEqual([1, 10000].map { chinese.count($0, "book") }, ["1 本书", "10,000 本书"])
    }

    func testChineseGivesAChineseInterface() throws {
        let (site, options) = try siteWithMemo(language: "zh")
        XCTAssertEqual(SiteBuild.run(options).diagnostics.messages, [])
        XCTAssertEqual(try nav(of: "index.html", in: site), """
        <nav aria-label="网站"><a href="notes/index.html">笔记</a> <a href="books/index.html">书</a> <a href="authors/index.html">作者</a> \
        <a href="tags/index.html">标签</a> <a href="stats.html">统计</a> <a href="search.html">搜索</a></nav>
        """)
    }

    func testASiteOverridesOneStringAndKeepsTheRest() throws {
        let (site, options) = try siteWithMemo(language: "en")
        try site.folder.write("notes: Journal\n", to: "Templates/strings.en.yml")
        XCTAssertEqual(SiteBuild.run(options).diagnostics.messages, [])
        XCTAssertEqual(try nav(of: "notes/qq/1.html", in: site), """
        <nav aria-label="Site"><a href="../index.html">Journal</a> <a href="../../books/index.html">Books</a> <a href="../../authors/index.html">Authors</a> \
        <a href="../../tags/index.html">Tags</a> <a href="../../stats.html">Statistics</a> <a href="../../search.html">Search</a></nav>
        """)
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.appendingPathComponent("strings.en.yml").path), "tables are not published")
    }

    func testAMissingStringIsEnglishWithAWarningNamingTheKey() throws {
        let (site, options) = try siteWithMemo(language: "it")
        let english = InterfaceStrings.english.values
        let italian = english.keys.sorted().filter { $0 != "tags" && $0 != "count_memo_one" }.map { "\($0): \"«\(english[$0]!)»\"" }
        try site.folder.write(italian.joined(separator: "\n") + "\n", to: "Templates/strings.it.yml")
        XCTAssertEqual(SiteBuild.run(options).diagnostics.messages, [
            "warning[load templates]: Templates/strings.it.yml: has no string \"tags\"; the English one is used",
        ], "count_memo_one is not missing: count_memo_other serves every number")
        XCTAssertTrue(try nav(of: "index.html", in: site).contains("<a href=\"tags/index.html\">Tags</a>"))
    }

    func testALanguageWithNoTableIsEnglishWithOneWarning() throws {
        let (site, options) = try siteWithMemo(language: "pt")
        XCTAssertEqual(SiteBuild.run(options).diagnostics.messages, [
            "warning[load templates]: Templates/strings.pt.yml: no interface strings for language \"pt\"; the interface is in English",
        ])
        XCTAssertTrue(try nav(of: "index.html", in: site).contains(">Notes</a>"))
    }

    func testMistakesInATableAndUnknownKeysInTemplatesAreNamed() throws {
        let (site, options) = try siteWithMemo(language: "en")
        try site.folder.write("notes: Journal\nbooks:\n  - a list\n", to: "Templates/strings.en.yml")
        try site.folder.write("{{<layout}}{{$content}}{{strings.not_foundd}}{{/content}}{{/layout}}", to: "Templates/404.mustache")
        XCTAssertEqual(SiteBuild.run(options).diagnostics.messages, [
            "error[load templates]: Templates/strings.en.yml:3:3: key \"books\" should have one line of text as its value",
            "warning[load templates]: Templates/404.mustache:1:24: template uses \"strings.not_foundd\", which no view here has (did you mean \"strings.not_found\"?)",
        ])
    }
}
