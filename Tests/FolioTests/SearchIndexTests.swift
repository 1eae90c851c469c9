@testable import FolioCore
import FolioMarkdown
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// The index a build writes: `search/index.js`, the term chunks `search/terms/<n>.js` and the
/// records' display data `search/records/<n>.js`, each a script passing JSON to `FOLIO_SEARCH`.
final class SearchIndexTests: XCTestCase {
    /// What a script of the index passes to `window.FOLIO_SEARCH.<call>(n, …)`, as JSON, checked
    /// to be that call and to hold nothing that could end the script early.
    func payload(_ output: URL, _ path: String, call: String) throws -> Any {
        let script = try String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
        XCTAssertFalse(script.contains("</") || script.contains("<!--") || script.contains("\u{2028}"), "nothing ends the script early")
        let number = path.split(separator: "/").last!.dropLast(3)
        let start = "window.FOLIO_SEARCH.\(call)(\(number), "
        XCTAssertTrue(script.hasPrefix(start) && script.hasSuffix(");\n"), script)
        return try JSONSerialization.jsonObject(with: Data(script.dropFirst(start.count).dropLast(3).utf8))
    }

    /// Every record's display data, by id.
    func records(_ output: URL) throws -> [[String]] {
        let folder = output.appendingPathComponent("search/records")
        let count = try FileManager.default.contentsOfDirectory(atPath: folder.path).count
        return try (0..<count).flatMap { try XCTUnwrap(payload(output, "search/records/\($0).js", call: "records") as? [[String]]) }
    }

    /// Every term with its records, "id" or "id*" when in the title, read from every chunk.
    func terms(_ output: URL) throws -> [String: [String]] {
        let count = try FileManager.default.contentsOfDirectory(atPath: output.appendingPathComponent("search/terms").path).count
        var terms: [String: [String]] = [:]
        for number in 0..<count {
            let pairs = try XCTUnwrap(payload(output, "search/terms/\(number).js", call: "terms") as? [String])
            for k in stride(from: 0, to: pairs.count, by: 2) {
                terms[pairs[k]] = Self.decode(pairs[k + 1])
            }
        }
        return terms
    }

    static func decode(_ digits: String) -> [String] {
        let alphabet = Array("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz-_")
        var (records, value, shift, last) = ([String](), 0, 0, -1)
        for character in digits {
            let digit = alphabet.firstIndex(of: character)!
            value |= (digit & 31) << shift
            shift += 5
            if digit < 32 {
                last += value / 2 + 1
                records.append("\(last)\(value % 2 == 1 ? "*" : "")")
                (value, shift) = (0, 0)
            }
        }
        return records
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

    /// Display data by id, oldest first (ids count from the end of the newest-first order):
    /// books (the most recently added last), then memos; plain text, the date as lists write it.
    func testRecordsArePlainTextOldestFirstByIdEightAFile() throws {
        let site = try FixtureSite()
        try site.writeMemos([
            "qq": [["title": "Quote \" and \\ and </script>", "createTime": "2026/01/01 10:00",
                    "detail": "*line*\u{2028}separator\ttab\r\n[new](https://example.org) #tag\n\n- item <b>x</b>"],
                   ["title": "Newer", "createTime": "2026/02/01 09:00", "detail": "Newer\n\n## Heading\n\n`code`"]],
        ])
        try site.writeBookDatabase(statements: [
            "INSERT INTO bookInfo VALUES(1,'B','A',4,'**intro**','content','summary')",
            "INSERT INTO bookInfo VALUES(2,'Later','C',NULL,'','','')",
        ] + (3...9).map { "INSERT INTO bookInfo VALUES(\($0),'Book \($0)','',NULL,'','','')" })
        XCTAssertTrue(site.build().succeeded)
        let records = try records(site.output)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("search/records").path).sorted(), ["0.js", "1.js"])
        XCTAssertEqual(Array(records.prefix(2)), [["B", "books/1.html", "b", "A", "", "intro\ncontent\nsummary"], ["Later", "books/2.html", "b", "C", "", ""]])
        XCTAssertEqual(records.count, 11)
        XCTAssertEqual(records.suffix(2), [
            ["Quote \" and \\ and </script>", "notes/qq/1.html", "m", "qq", "2026/01/01",
             "line\u{2028}separator\ttab new #tag\nitem x"], // a line break inside a paragraph is a space
            ["Newer", "notes/qq/2.html", "m", "qq", "2026/02/01", "Heading\ncode"],
        ])
    }

    /// The inverted index: each term with the records holding it, ascending, marked when in the
    /// title; titles, notebooks and authors, tags and text are all searched, CJK by pairs.
    func testEveryTermNamesItsRecords() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            ["title": "收衣服", "createTime": "2026/01/01 10:00", "detail": "收衣服\n\n晚上回去收衣服 #生活"],
            ["title": "Slow Reading", "createTime": "2026/01/02 10:00", "detail": "One chapter a night, slowly. #Reading [link](https://example.org/hidden)"],
        ]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'Invisible Cities','Italo Calvino',4,'','Cities of memory','')"])
        XCTAssertTrue(site.build().succeeded)
        let terms = try terms(site.output)
        // Ids: 0 the book, 1 收衣服, 2 Slow Reading.
        XCTAssertEqual(terms["cities"], ["0*"])
        XCTAssertEqual(terms["calvino"], ["0"])
        XCTAssertEqual(terms["reading"], ["2*"])
        XCTAssertEqual(terms["qq"], ["1", "2"])
        XCTAssertEqual(terms["衣服"], ["1*"])
        XCTAssertEqual(terms["回去"], ["1"])
        XCTAssertEqual(terms["生活"], ["1"])
        XCTAssertEqual(terms["link"], ["2"])
        XCTAssertNil(terms["hidden"], "link addresses are not text")
        XCTAssertNil(terms["example"])
        XCTAssertEqual(terms.count, Set(terms.keys).count)
        let index = try String(contentsOf: site.output.appendingPathComponent("search/index.js"), encoding: .utf8)
        let size = try Data(contentsOf: site.output.appendingPathComponent("search/terms/0.js")).count
        XCTAssertEqual(index, "window.FOLIO_SEARCH.index(3, 8, [\"a\"], [\(size)]);\n", "one chunk, starting with the first term")
    }

    /// A record's text beyond `snippetSourceBytes` is left out of its display data (cut where a
    /// character starts, … where it is cut), but all of it is searched.
    func testDisplayDataKeepsTheTextsStart() throws {
        let site = try FixtureSite()
        let long = String(repeating: "读", count: 150) + " " + String(repeating: "word ", count: 100) + "ending"
        try site.writeMemos(["qq": [["title": "Long", "createTime": "2026/01/01 10:00", "detail": long]]])
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try records(site.output)[0][5], String(repeating: "读", count: 150) + " " + String(repeating: "word ", count: 29) + "word…")
        XCTAssertEqual(try terms(site.output)["ending"], ["0"])
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
        var book = Book(title: "H", authorLine: "", rating: nil, authorIntroduction: "", description: "", review: "", source: SourceLocation(file: "x"))
        book.details.highlights = [Highlight(text: "marked words", note: "my note")]
        XCTAssertTrue(site.build().succeeded)
        XCTAssertEqual(try records(site.output), [["Cities", "books/5c1e5d3a-0000-4000-8000-000000000001.html", "b", "", "", "Marco Polo & Kublai\nfifty-five"]])
        XCTAssertNil(try terms(site.output)["no"], "a script is no text")
        let pages = SitePages(model: SiteModel.build(SiteContent(books: [book])), time: TimeDisplay(now: FixtureSite.now, timeZone: TimeZone(identifier: "UTC")!))
        XCTAssertEqual(SearchIndex(site: pages, chunkBytes: SearchIndex.defaultChunkBytes).record(0).text, "marked words\nmy note")
    }

    /// A site with nothing to search still has the index the search page loads.
    func testAnEmptySiteHasAnEmptyIndex() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": []])
        XCTAssertTrue(site.build().succeeded)
        let script = try String(contentsOf: site.output.appendingPathComponent("search/index.js"), encoding: .utf8)
        XCTAssertEqual(script, "window.FOLIO_SEARCH.index(0, 8, [], []);\n")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("search").path), ["index.js"])
    }

    /// The same files, byte for byte, on one worker or several, and from one build to the next;
    /// small chunks keep within their size.
    func testTheSameIndexOnAnyNumberOfWorkers() throws {
        let site = try FixtureSite()
        let memos = (1...60).map { ["title": "Memo \($0) 第\($0)", "createTime": "2026/0\($0 / 28 + 1)/\($0 % 28 < 9 ? "0" : "")\($0 % 28 + 1) 10:00", "detail": String(repeating: "text\($0) 读书 ", count: $0)] }
        try site.writeMemos(["qq": memos])
        var options = site.options()
        options.searchChunkBytes = 600
        options.jobs = 1
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let one = try FileTree(site.output.appendingPathComponent("search"))
        XCTAssertGreaterThan(one.paths.filter { $0.hasPrefix("terms/") }.count, 5)
        for (path, data) in one.files where path.hasPrefix("terms/") {
            XCTAssertLessThanOrEqual(data.count, 600, path)
        }
        options.jobs = 3
        options.outputFolder = site.folder.child("Three")
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        XCTAssertEqual(try FileTree(options.outputFolder.appendingPathComponent("search")), one)
    }

    /// A rebuild after one memo's text changed writes its display data again and the chunks of
    /// the terms it gained or lost (and the index, which names their sizes), not the others.
    func testAChangedMemoRewritesOnlyWhatHoldsIt() throws {
        let site = try FixtureSite()
        var memos = (1...40).map { ["title": "Memo \($0)", "createTime": "2026/01/01 10:\($0 < 10 ? "0" : "")\($0)", "detail": "text\($0) words\($0)"] }
        try site.writeMemos(["qq": memos])
        var options = site.options()
        options.searchChunkBytes = 300
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let before = try FileTree.stamps(site.output)
        memos[0]["detail"] = "text1 changed"
        try site.writeMemos(["qq": memos])
        XCTAssertTrue(SiteBuild.run(options).succeeded)
        let after = try FileTree.stamps(site.output)
        let changed = after.keys.filter { $0.hasPrefix("search/") && before[$0] != after[$0] }.sorted()
        let chunks = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("search/terms").path).count
        XCTAssertGreaterThan(chunks, 6)
        XCTAssertEqual(changed.filter { !$0.hasPrefix("search/terms/") }, ["search/index.js", "search/records/0.js"])
        XCTAssertLessThanOrEqual(changed.filter { $0.hasPrefix("search/terms/") }.count, 3, "\(changed)")
    }
}
