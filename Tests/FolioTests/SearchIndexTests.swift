@testable import FolioCore
import FolioMarkdown
import Foundation
import XCTest

/// The index itself: scripts `search/<n>.js`, each passing JSON records to `FOLIO_SEARCH.add`,
/// together holding every memo and book once, as plain text, newest first.
final class SearchIndexTests: XCTestCase {
    struct Shard {
        let records: [[String]]
        let more: Bool
        let bytes: Int
    }

    /// Reads `search/0.js` and each shard it says follows, checking each is the script expected.
    func shards(of output: URL) throws -> [Shard] {
        var shards: [Shard] = []
        while true {
            let number = shards.count
            let data = try Data(contentsOf: output.appendingPathComponent("search/\(number).js"))
            let script = String(decoding: data, as: UTF8.self)
            let start = "window.FOLIO_SEARCH.add(\(number), ["
            XCTAssertTrue(script.hasPrefix(start), script)
            let more = script.hasSuffix("\n], true);\n")
            XCTAssertTrue(more || script.hasSuffix("\n], false);\n"), script)
            XCTAssertFalse(script.contains("</") || script.contains("<!--") || script.contains("\u{2028}"), "nothing ends the script early")
            let json = "[" + script.dropFirst(start.count).dropLast(more ? 11 : 12) + "]"
            let records = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String]], json)
            shards.append(Shard(records: records, more: more, bytes: data.count))
            if !more { return shards }
        }
    }

    /// Plain runs are skipped eight bytes at a time; an escape must be made wherever it falls.
    func testStringsEscapeAtEveryAlignment() throws {
        for padding in 0..<17 {
            let text = String(repeating: "p", count: padding) + "a\"b\\c<d>e&f\ng\u{1}h\u{2028}i读—“x\u{2029}" + String(repeating: "q", count: padding) + "<"
            var out: [UInt8] = []
            JSONString.append(text, to: &out)
            let literal = String(decoding: out, as: UTF8.self)
            XCTAssertFalse(literal.dropFirst().dropLast().contains { "<>&\n\u{1}\u{2028}".contains($0) }, literal)
            XCTAssertEqual(try JSONSerialization.jsonObject(with: Data(out), options: .fragmentsAllowed) as? String, text)
        }
    }

    /// A line separator's first bytes alone, cut off at the end (as bytes: a `String` would
    /// repair them), after 0 to 15 plain bytes, are no escape: copied as they are.
    func testACutOffLineSeparatorIsCopiedAsItIs() {
        for padding in 0..<16 {
            let bytes = Array(repeating: UInt8(ascii: "p"), count: padding) + [0xE2, 0x80]
            var out: [UInt8] = []
            bytes.withUnsafeBufferPointer { JSONString.appendEscaped($0, to: &out) }
            XCTAssertEqual(out, bytes)
        }
    }

    /// A record's parts (a book's fields, rendered or at hand, empty ones left out) are written
    /// one by one into its JSON, and read back as the joined text.
    func testARecordsPartsReadBackAsItsText() throws {
        func rendered(_ plain: String) -> SearchText { .rendered(RenderedText(RenderedMarkdown(html: "<p>x</p>", plainText: plain))) }
        func record(_ parts: [SearchText]) -> SearchRecord {
            SearchRecord(title: "Tí\"tle", url: PagePath(["books", "读.html"]), kind: .book, by: "A", tags: "", date: "", parts: parts)
        }
        let partsList: [[SearchText]] = [
            [], [rendered("")], [rendered(""), .words("")], [rendered("one")], [rendered("a\nb"), .words("<&>\u{2028}"), rendered("")],
            [rendered(""), rendered("读书"), .words("quote \"x\""), .words(""), rendered("last\\")],
            [rendered("ab"), rendered("c")], [.words("a"), .words("bc")],
        ]
        for parts in partsList {
            let record = record(parts)
            let fields = try JSONSerialization.jsonObject(with: Data(record.encoded())) as? [String]
            XCTAssertEqual(fields, ["Tí\"tle", "books/读.html", "b", "A", "", "", record.text])
        }
    }

    /// A rebuild after one memo's text changed writes only the shard that holds it again; the
    /// others keep their inode and time. A retitled memo changes its shard too; a memo added
    /// newest shifts every shard. Each ends as a build from nothing.
    func testOnlyTheShardsWhoseRecordsChangedAreWrittenAgain() throws {
        let site = try FixtureSite()
        var memos = (1...24).map { ["title": "Memo \($0)", "createTime": "2026/01/01 10:\($0 < 10 ? "0" : "")\($0)", "detail": String(repeating: "text \($0) ", count: 8)] }
        try site.writeMemos(["qq": memos])
        var options = site.options()
        options.searchShardBytes = 600
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let count = try shards(of: site.output).count
        XCTAssertGreaterThan(count, 4)
        func rebuild(_ change: (inout [[String: String]]) -> Void) throws -> [String] {
            change(&memos)
            try site.writeMemos(["qq": memos])
            let before = try FileTree.stamps(site.output)
            XCTAssertTrue(SiteBuild.run(options).succeeded)
            let after = try FileTree.stamps(site.output)
            var full = options
            full.outputFolder = site.folder.child("Full")
            try? FileManager.default.removeItem(at: full.outputFolder)
            XCTAssertTrue(SiteBuild.run(full).succeeded)
            XCTAssertEqual(try FileTree(site.output), try FileTree(full.outputFolder))
            return after.keys.filter { $0.hasPrefix("search/") && before[$0] != after[$0] }.sorted()
        }
        // Newest first: memo 24 is the first record, memo 1 the last.
        XCTAssertEqual(try rebuild { $0[0]["detail"] = "changed words" }, ["search/\(count - 1).js"])
        XCTAssertEqual(try rebuild { $0[23]["title"] = "Renamed" }, ["search/0.js"])
        XCTAssertEqual(try rebuild { _ in }, [], "nothing changed")
        XCTAssertEqual(try rebuild { $0.append(["title": "Newest", "createTime": "2026/01/02 10:00", "detail": String(repeating: "new ", count: 40)]) }.count,
                       try shards(of: site.output).count)
    }

    func testRecordsArePlainTextNewestFirstThenBooks() throws {
        let site = try FixtureSite()
        try site.writeMemos([
            "qq": [["title": "Quote \" and \\ and </script>", "createTime": "2026/01/01 10:00",
                    "detail": "*line*\u{2028}separator\ttab\r\n[new](https://example.org) #tag\n\n- item <b>x</b>"],
                   ["title": "Newer", "createTime": "2026/02/01 09:00", "detail": "Newer\n\n## Heading\n\n`code`"]],
        ])
        try site.writeBookDatabase(statements: [
            "INSERT INTO bookInfo VALUES(1,'B','A',4,'**intro**','content','summary')",
            "INSERT INTO bookInfo VALUES(2,'Later','C',NULL,'','','')",
        ])
        XCTAssertTrue(site.build().succeeded)
        let shards = try shards(of: site.output)
        XCTAssertEqual(shards.count, 1)
        XCTAssertEqual(shards[0].records, [
            ["Newer", "notes/qq/2.html", "m", "qq", "", "2026/02/01", "Heading\ncode"],
            ["Quote \" and \\ and </script>", "notes/qq/1.html", "m", "qq", "tag", "2026/01/01",
             "line\u{2028}separator\ttab new #tag\nitem x"], // a line break inside a paragraph is a space
            ["Later", "books/2.html", "b", "C", "", "", ""],
            ["B", "books/1.html", "b", "A", "", "", "intro\ncontent\nsummary"],
        ])
    }

    /// A description that came as HTML is searched as its words; highlights and notes too.
    func testHTMLDescriptionsAndHighlightsAreSearched() throws {
        let site = try FixtureSite()
        try site.writeDatabase("metadata.db", statements: [
            "CREATE TABLE books (id INTEGER PRIMARY KEY, title TEXT, uuid TEXT)",
            "CREATE TABLE authors (id INTEGER PRIMARY KEY, name TEXT)",
            "CREATE TABLE books_authors_link (id INTEGER PRIMARY KEY, book INTEGER, author INTEGER)",
            "CREATE TABLE comments (id INTEGER PRIMARY KEY, book INTEGER, text TEXT)",
            "INSERT INTO books VALUES (1, 'Cities', '5c1e5d3a-0000-4000-8000-000000000001')",
            "INSERT INTO comments VALUES (1, 1, '<p>Marco <b>Polo</b> &amp; Kublai</p><ul><li>fifty-five</li></ul><script>no()</script>')",
        ])
        var book = Book(id: 1, name: "H", author: "", score: nil, introOfAuthor: "", contentOfBook: "", summary: "", source: SourceLocation(file: "x"))
        book.details.highlights = [Highlight(text: "marked words", note: "my note")]
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try shards(of: site.output)[0].records, [["Cities", "books/5c1e5d3a-0000-4000-8000-000000000001.html", "b", "", "", "", "Marco Polo & Kublai\nfifty-five"]])
        let pages = SitePages(model: SiteModel.build(SiteContent(books: [book])), time: TimeDisplay(now: FixtureSite.now, timeZone: TimeZone(identifier: "UTC")!))
        XCTAssertEqual(SearchIndex(site: pages, shardBytes: SearchIndex.defaultShardBytes).record(0).text, "marked words\nmy note")
    }

    /// A site with nothing to search still has the shard the search page loads.
    func testAnEmptySiteHasOneEmptyShard() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": []])
        XCTAssertTrue(site.build().succeeded)
        let script = try String(contentsOf: site.output.appendingPathComponent("search/0.js"), encoding: .utf8)
        XCTAssertEqual(script, "window.FOLIO_SEARCH.add(0, [\n], false);\n")
    }

    /// Shards keep within their size (a record never split), hold every record once in order,
    /// and split at the same places on every build.
    func testShardsSplitWithinTheirSizeAtTheSamePlaces() throws {
        let site = try FixtureSite()
        let memos = (1...40).map { ["title": "Memo \($0)", "createTime": "2026/01/01 10:\($0 < 10 ? "0" : "")\($0)", "detail": String(repeating: "text \($0) ", count: $0)] }
        let long = ["title": "Long", "createTime": "2001/01/01 10:00", "detail": String(repeating: "long ", count: 300)]
        try site.writeMemos(["qq": memos + [long]])
        var options = site.options()
        options.searchShardBytes = 600
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let first = try shards(of: site.output)
        XCTAssertEqual(first.flatMap(\.records).map { $0[0] }, (1...40).reversed().map { "Memo \($0)" } + ["Long"])
        XCTAssertGreaterThan(first.count, 10)
        for shard in first.dropLast() {
            XCTAssertLessThanOrEqual(shard.bytes, 600)
            XCTAssertFalse(shard.records.isEmpty)
        }
        XCTAssertEqual(first.last?.records.map { $0[0] }, ["Long"], "a record longer than a shard gets one of its own")
        let files = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("search").path)
        XCTAssertEqual(Set(files), Set(first.indices.map { "\($0).js" }), "no other file")
        let before = try first.indices.map { try Data(contentsOf: site.output.appendingPathComponent("search/\($0).js")) }
        options.outputFolder = site.folder.child("Again")
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        XCTAssertEqual(try first.indices.map { try Data(contentsOf: options.outputFolder.appendingPathComponent("search/\($0).js")) }, before)
    }
}
