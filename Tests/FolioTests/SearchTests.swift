@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The search page works from file://: headless Chromium opens it with `?q=`, the page loads the
/// parts of the index the query needs and runs it, and the results are read from the page it leaves.
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

    /// A query loads `search/index.js`, the one chunk holding its word, and the display data
    /// of the results it shows; a prefix, the chunks that may hold a word starting with it.
    func testAQueryLoadsOnlyTheChunksOfItsWords() throws {
        let site = try FixtureSite()
        let words = ["amber", "birch", "cedar", "dune", "elm", "fern", "grove", "heath", "iris", "juniper", "kelp", "lantern", "moss", "nettle"]
        let memos = (10...40).map { day in
            memo("Day \(day)", "2026/01/\(day < 19 ? "0" : "")\(day - 9) 10:00", (0..<6).map { words[(day + $0 * 3) % words.count] + "\(day)" }.joined(separator: " ") + " lantern")
        }
        try site.writeMemos(["qq": memos + [memo("Lantern", "2001/01/01 10:00", "The oldest.")]])
        var options = site.options()
        options.searchChunkBytes = 400
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let index = try String(contentsOf: site.output.appendingPathComponent("search/index.js"), encoding: .utf8)
        let arguments = "[" + index.dropFirst("window.FOLIO_SEARCH.index(".count).dropLast(");\n".count) + "]"
        let firsts = try XCTUnwrap((JSONSerialization.jsonObject(with: Data(arguments.utf8)) as? [Any])?[2] as? [String])
        XCTAssertGreaterThan(firsts.count, 8, "the index is split")
        let chunk = try XCTUnwrap(firsts.lastIndex { $0 <= "lantern" })
        let page = try SearchPage.open("lantern", in: site.output)
        XCTAssertEqual(page.summary, "32 results")
        XCTAssertEqual(page.titles, ["Lantern"] + (21...40).reversed().map { "Day \($0)" }.prefix(19), "the title match first, though oldest")
        // Ids: Lantern 0, Day 10 to Day 40 are 1 to 31; shown: 0 and 13 to 31, eight a file.
        XCTAssertEqual(page.loaded, ["search/index.js", "search/terms/\(chunk).js", "search/records/0.js", "search/records/3.js", "search/records/2.js", "search/records/1.js"])
        let prefix = try SearchPage.open("juni", in: site.output)
        XCTAssertEqual(prefix.summary, "13 results")
        let first = try XCTUnwrap(firsts.lastIndex { $0 <= "juni" })
        let last = try XCTUnwrap(firsts.lastIndex { $0 < "junj" })
        XCTAssertEqual(prefix.loaded.filter { $0.hasPrefix("search/terms/") }, (first...last).map { "search/terms/\($0).js" })
        XCTAssertEqual(try SearchPage.open("lantern", in: site.output, clickingMore: true).titles,
                       ["Lantern"] + (10...40).reversed().map { "Day \($0)" }, "every result, a page at a time")
    }

    /// More of the words in the title rank higher; then newer first.
    func testMoreWordsInTheTitleRankHigher() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            memo("Rain", "2026/03/01 10:00", "Garden rain."), memo("Garden rain", "2020/01/01 10:00", "Nothing."),
            memo("Walk", "2025/01/01 10:00", "Rain on the garden."), memo("Garden", "2024/01/01 10:00", "In the rain."),
            memo("Rain alone", "2027/01/01 10:00", "Only rain."),
        ]])
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try SearchPage.open("rain garden", in: site.output).titles, ["Garden rain", "Rain", "Garden", "Walk"])
    }

    /// Chinese words are found inside Chinese text, which has no spaces, and marked there.
    func testCJKWordsAreFoundInsideSentences() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            memo("学习", "2026/01/01 10:00", "我每天晚上学习中文和日文。"), memo("文字", "2026/01/02 10:00", "中国的文字很美。"),
        ]])
        XCTAssertTrue(site.build().succeeded)
        let page = try SearchPage.open("中文", in: site.output)
        XCTAssertEqual(page.titles, ["学习"])
        XCTAssertEqual(page.snippets, ["我每天晚上学习<mark>中文</mark>和日文。"])
        XCTAssertEqual(try SearchPage.open("文", in: site.output).titles, ["文字", "学习"], "one character: the title first")
        XCTAssertEqual(try SearchPage.open("晚上学习", in: site.output).links, ["notes/qq/1.html"])
        XCTAssertEqual(try SearchPage.open("学中国", in: site.output).summary, "0 results")
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
