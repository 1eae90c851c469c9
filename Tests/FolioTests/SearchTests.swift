@testable import FolioCore
import Foundation
import XCTest

/// The search page works from file://: headless Chromium opens it with `?q=`, the page loads the
/// index's shards and runs the query, and the results are read from the page it leaves.
final class SearchTests: XCTestCase {
    func memo(_ title: String, _ time: String, _ detail: String) -> [String: Any] {
        ["title": title, "createTime": time, "detail": detail]
    }

    func testQueriesFromTheAddressRunOnLoad() throws {
        let site = try FixtureSite()
        try site.writeMemos([
            "qq": [memo("收衣服", "2026/01/01 10:00", "收衣服\n\n晚上回去收衣服 #生活"),
                   memo("Slow reading", "2026/01/02 10:00", "One chapter a night. #reading")],
            "Work notes": [memo("Plans", "2026/01/03 10:00", "Nothing here")],
        ])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'Invisible Cities','Italo Calvino',4,'','Cities of memory','')"])
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try SearchPage.open("回去", in: site.output).links, ["notes/qq/1.html"], "CJK by substring")
        XCTAssertEqual(try SearchPage.open("衣服", in: site.output).links, ["notes/qq/1.html"], "CJK in the title")
        XCTAssertEqual(try SearchPage.open("calvino", in: site.output).links, ["books/1.html"], "authors")
        XCTAssertEqual(try SearchPage.open("work notes", in: site.output).links, ["notes/work-notes/1.html"], "account names, every word")
        XCTAssertEqual(try SearchPage.open("reading", in: site.output).links, ["notes/qq/2.html"], "titles and tags")
        XCTAssertEqual(try SearchPage.open("MEMORY cities", in: site.output).links, ["books/1.html"], "body text, any case")
        let none = try SearchPage.open("nowhere-to-be-found", in: site.output)
        XCTAssertEqual(none.summary, "0 results")
        XCTAssertEqual(none.results, [])
        XCTAssertFalse(none.offersMore)
        XCTAssertEqual(try SearchPage.open("chapter", in: site.output).summary, "1 result")
    }

    /// Title matches first, then the others; within each, newer first, and books (no date)
    /// after the memos, the most recently added first.
    func testTitleMatchesComeFirstThenNewerFirst() throws {
        let site = try FixtureSite()
        try site.writeMemos([
            "a": [memo("Garden plans", "2020/05/01 10:00", "Seeds."), memo("Rain", "2026/03/01 10:00", "The garden is wet.")],
            "b": [memo("Old garden", "2019/01/01 10:00", "Roses."), memo("Tools", "2021/07/01 10:00", "A garden fork.")],
        ])
        try site.writeBookDatabase(statements: [
            "INSERT INTO bookInfo VALUES(1,'The Secret Garden','Burnett',4,'','','')",
            "INSERT INTO bookInfo VALUES(2,'Walden','Thoreau',5,'','A bean garden.','')",
            "INSERT INTO bookInfo VALUES(3,'Garden Cities','Howard',3,'','','')",
        ])
        XCTAssertTrue(site.build().succeeded)
        let page = try SearchPage.open("garden", in: site.output)
        XCTAssertEqual(page.titles, ["Garden plans", "Old garden", "Garden Cities", "The Secret Garden", "Rain", "Tools", "Walden"])
        XCTAssertEqual(page.summary, "7 results")
        XCTAssertEqual(try SearchPage.open("garden roses", in: site.output).titles, ["Old garden"], "every word, title or not")
    }

    func testEachResultShowsItsKindDateAndASnippetWithTheWordsMarked() throws {
        let site = try FixtureSite()
        let before = (1...30).map { "word\($0)" }.joined(separator: " ")
        let after = (1...60).map { "tail\($0)" }.joined(separator: " ")
        try site.writeMemos(["qq": [memo("Quiet places", "2024/03/05 21:40", "\(before) a *quiet* Garden in **winter**, \(after)")]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'Walden','Thoreau',5,'','Life in the woods, quiet.','')"])
        XCTAssertTrue(site.build().succeeded)
        let page = try SearchPage.open("garden quiet", in: site.output)
        XCTAssertEqual(page.links, ["notes/qq/1.html"])
        let result = try XCTUnwrap(page.results.first)
        XCTAssertTrue(result.contains("<span class=\"title\"><mark>Quiet</mark> places<span"), result)
        XCTAssertTrue(result.contains("<span class=\"where\">Memo · qq</span><time datetime=\"2024-03-05\">2024/03/05</time>"), result)
        let snippet = try XCTUnwrap(page.snippets.first)
        XCTAssertTrue(snippet.hasPrefix("…"), "text before the match is left out: \(snippet)")
        XCTAssertTrue(snippet.hasSuffix("…"), "and text after it: \(snippet)")
        XCTAssertTrue(snippet.contains("a <mark>quiet</mark> <mark>Garden</mark> in winter, tail1"), snippet)
        XCTAssertFalse(snippet.contains("word1 "), "the snippet starts near the match: \(snippet)")
        let book = try SearchPage.open("quiet", in: site.output)
        XCTAssertEqual(book.results.count, 2)
        XCTAssertTrue(book.results[1].contains("<span class=\"where\">Book · Thoreau</span></a>"), "a book has no date: \(book.results[1])")
        XCTAssertEqual(book.snippets[1], "Life in the woods, <mark>quiet</mark>.", "a short text is shown whole")
    }

    /// More results than the page shows at first (20): "More results" shows the next 20, until
    /// every result is shown.
    func testMoreResultsReachEveryResult() throws {
        let site = try FixtureSite()
        let memos = (1...45).map { memo("Note \($0)", "2026/01/01 10:\($0 < 10 ? "0" : "")\($0)", "A walk, number \($0).") }
        try site.writeMemos(["qq": memos + [memo("Other", "2026/02/01 10:00", "Nothing.")]])
        XCTAssertTrue(site.build().succeeded)
        let first = try SearchPage.open("walk", in: site.output)
        XCTAssertEqual(first.titles, (26...45).reversed().map { "Note \($0)" })
        XCTAssertEqual(first.summary, "45 results")
        XCTAssertTrue(first.offersMore)
        let all = try SearchPage.open("walk", in: site.output, clickingMore: true)
        XCTAssertEqual(all.titles, (1...45).reversed().map { "Note \($0)" })
        XCTAssertFalse(all.offersMore, "every result is shown")
    }

    /// Small shards: results come from every shard, and a title match in the last (oldest) one
    /// still ranks above the other matches of the first.
    func testResultsSpanEveryShard() throws {
        let site = try FixtureSite()
        let memos = (10...40).map { memo("Day \($0)", "2026/01/\($0 < 19 ? "0" : "")\($0 - 9) 10:00", "Rain and a lantern, day \($0).") }
        try site.writeMemos(["qq": memos + [memo("Lantern", "2001/01/01 10:00", "The oldest.")]])
        var options = site.options()
        options.searchShardBytes = 400
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let shards = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("search").path)
        XCTAssertGreaterThan(shards.count, 5, "the index is split")
        let page = try SearchPage.open("lantern", in: site.output, clickingMore: true)
        XCTAssertEqual(page.summary, "32 results")
        XCTAssertEqual(page.titles.first, "Lantern", "the title match, from the last shard")
        XCTAssertEqual(Array(page.titles.dropFirst()), (10...40).reversed().map { "Day \($0)" })
    }

    /// The index holds the text as the page shows it: Markdown's syntax and link addresses are
    /// not searched, a link's text is.
    func testTheIndexIsPlainText() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [memo("Links", "2026/01/01 10:00", "Read **bold** and [the manual](https://example.org/hidden-address) <span>raw</span>.")]])
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try SearchPage.open("manual", in: site.output).links, ["notes/qq/1.html"], "a link's text")
        XCTAssertEqual(try SearchPage.open("bold and", in: site.output).links, ["notes/qq/1.html"])
        for syntax in ["**", "hidden-address", "example.org", "](", "span"] {
            XCTAssertEqual(try SearchPage.open(syntax, in: site.output).summary, "0 results", syntax)
        }
    }

    /// Text in the index that looks like HTML is shown as text, never parsed.
    func testIndexTextIsNeverHTML() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [memo("<img src=x onerror=document.body.remove()> title", "2026/01/01 10:00", "Code: `<b>bold</b> &amp; <i>it</i>`")]])
        XCTAssertTrue(site.build().succeeded)
        let page = try SearchPage.open("bold", in: site.output)
        XCTAssertEqual(page.results.count, 1)
        let result = try XCTUnwrap(page.results.first, "the page is intact and shows the result")
        XCTAssertFalse(result.contains("<b>") || result.contains("<img") || result.contains("<i>"), result)
        XCTAssertEqual(page.titles, ["<img src=x onerror=document.body.remove()> title"])
        XCTAssertEqual(page.snippets, ["Code: &lt;b&gt;<mark>bold</mark>&lt;/b&gt; &amp;amp; &lt;i&gt;it&lt;/i&gt;"])
    }

    /// In French a result's date is written 05/03/2024, and no result at all is "0 résultat":
    /// French counts 0 as one.
    func testTheSearchPageCountsAndDatesInTheSitesLanguage() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [memo("Promenade", "2024/03/05 21:40", "Le long de la rivière.")]])
        var options = site.options()
        options.language = "fr"
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let found = try SearchPage.open("rivière", in: site.output)
        XCTAssertEqual(found.summary, "1 résultat")
        XCTAssertEqual(found.results.map { $0.components(separatedBy: "<span class=\"where\">").last ?? $0 },
                       ["Note · qq</span><time datetime=\"2024-03-05\">05/03/2024</time></a>"])
        XCTAssertEqual(try SearchPage.open("nulle-part", in: site.output).summary, "0 résultat")
        XCTAssertEqual(try SearchPage.open("le", in: site.output).summary, "1 résultat")
    }
}
