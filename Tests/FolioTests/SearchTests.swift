@testable import FolioCore
import Foundation
import XCTest

/// The search page works from file://: headless Chromium opens it with `?q=`, runs the query,
/// and the results are read from the page it leaves.
final class SearchTests: XCTestCase {
    func resultsOf(_ query: String, in output: URL) throws -> (summary: String, links: [String]) {
        var components = URLComponents(url: output.appendingPathComponent("search.html"), resolvingAgainstBaseURL: false)!
        components.queryItems = [URLQueryItem(name: "q", value: query)]
        let dom = try HeadlessChromium.dom(of: components.url!, untested: "the offline search")
        let summary = dom.components(separatedBy: "<p id=\"summary\" class=\"count\" aria-live=\"polite\">").dropFirst().first?
            .components(separatedBy: "</p>").first ?? "(no summary in the page)"
        let links = dom.components(separatedBy: "<li><a href=\"").dropFirst().map { $0.components(separatedBy: "\"").first ?? "" }
        return (summary, links)
    }

    func testQueriesFromTheAddressRunOnLoad() throws {
        let site = try FixtureSite()
        try site.writeMemos([
            "qq": [["title": "收衣服", "createTime": "2026/01/01 10:00", "detail": "收衣服\n\n晚上回去收衣服 #生活"],
                   ["title": "Slow reading", "createTime": "2026/01/02 10:00", "detail": "One chapter a night. #reading"]],
            "Work notes": [["title": "Plans", "createTime": "2026/01/03 10:00", "detail": "Nothing here <script>alert(1)</script>"]],
        ])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'Invisible Cities','Italo Calvino',4,'','Cities of memory','')"])
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try resultsOf("回去", in: site.output).links, ["notes/qq/收衣服.html"], "CJK by substring")
        XCTAssertEqual(try resultsOf("calvino", in: site.output).links, ["books/invisible-cities.html"], "authors")
        XCTAssertEqual(try resultsOf("work notes", in: site.output).links, ["notes/work-notes/plans.html"], "account names, every word")
        XCTAssertEqual(try resultsOf("reading", in: site.output).links, ["notes/qq/slow-reading.html"], "titles and tags")
        XCTAssertEqual(try resultsOf("memory cities", in: site.output).links, ["books/invisible-cities.html"], "body text")
        let none = try resultsOf("nowhere-to-be-found", in: site.output)
        XCTAssertEqual(none.summary, "0 results")
        XCTAssertEqual(none.links, [])
        XCTAssertEqual(try resultsOf("alert", in: site.output).summary, "1 result", "markup in the text is only text")
    }
}

/// The index itself: one JSON entry per memo and book, whatever the text holds.
final class SearchIndexTests: XCTestCase {
    /// Plain runs are skipped eight bytes at a time; an escape must be made wherever it falls.
    func testStringsEscapeAtEveryAlignment() throws {
        for padding in 0..<17 {
            let text = String(repeating: "p", count: padding) + "a\"b\\c<d>e&f\ng\u{1}h\u{2028}i读" + String(repeating: "q", count: padding) + "<"
            var out: [UInt8] = []
            SearchIndex.json(text, into: &out)
            let literal = String(decoding: out, as: UTF8.self)
            XCTAssertFalse(literal.dropFirst().dropLast().contains { "<>&\n\u{1}\u{2028}".contains($0) }, literal)
            XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(out), options: .fragmentsAllowed) as? String, text)
        }
    }

    func testTheIndexIsJSONWithEveryRecord() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [["title": "Quote \" and \\ and </script>", "createTime": "2026/01/01 10:00",
                                     "detail": "line\u{2028}separator\ttab\r\nnew #tag"]]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'intro','content','summary')"])
        XCTAssertTrue(site.build().succeeded)
        let script = try String(contentsOf: site.output.appendingPathComponent("search-index.js"), encoding: .utf8)
        XCTAssertTrue(script.hasPrefix("window.FOLIO_SEARCH_INDEX = [\n"))
        XCTAssertFalse(script.contains("</script>") || script.contains("\u{2028}"))
        var json = String(script.dropFirst("window.FOLIO_SEARCH_INDEX = ".count).dropLast(2))
        json = json.replacingOccurrences(of: "},\n]", with: "}]")
        let entries = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: String]])
        XCTAssertEqual(entries, [
            ["t": "Quote \" and \\ and </script>", "u": "notes/qq/quote-and-and-script.html", "k": "memo", "a": "qq", "g": "tag",
             "b": "line\u{2028}separator\ttab\nnew #tag"], // XML reads CR LF as LF
            ["t": "B", "u": "books/b.html", "k": "book", "a": "A", "g": "", "b": "intro\ncontent\nsummary"],
        ])
    }
}
