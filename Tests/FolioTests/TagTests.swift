@testable import FolioCore
@testable import FolioMarkdown
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `#tags` in memo bodies become tag pages, a tag index, and links on the memos.
final class TagTests: XCTestCase {
    let markdown = MarkdownRenderer()

    func testWhatCountsAsATag() {
        XCTAssertEqual(markdown.tags(in: "Reading #books and #读书, #Swift_5; (#paren) #a-b end#no C# ##double #123 #"), ["books", "读书", "Swift_5", "paren", "a"])
        XCTAssertEqual(markdown.tags(in: "`#code` and\n\n    #indented code\n\n```\n#fenced\n```\n[#linked](https://x.org) ![#alt](i.png) <span>#html</span> #kept"), ["html", "kept"])
        XCTAssertEqual(markdown.tags(in: "# Heading\n\n## Another #inheading"), ["inheading"])
        XCTAssertEqual(markdown.tags(in: "#same and #same"), ["same"])
        XCTAssertEqual(markdown.tags(in: "no hashes here"), [])
    }

    /// The quick look at the bytes (each `#` found with memchr) never says no where a tag is:
    /// it said no after `_` or punctuation that is not ASCII (`你好，#读书`), and the tag was lost.
    func testTheQuickLookNeverMissesATag() {
        XCTAssertEqual(markdown.tags(in: "你好，#读书"), ["读书"])
        XCTAssertEqual(markdown.tags(in: "snake_#case"), ["case"])
        let pieces = ["#", "##", " ", "a", "_", "9", "-", "读", "，", "\n", "(", "#a", "a#", "é", "C#"]
        var generator = SeededGenerator(seed: 5)
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            if !TagScanner.tags(in: text).isEmpty { XCTAssertTrue(TagScanner.mayHaveTags(text), text.debugDescription) }
        }
        XCTAssertFalse(TagScanner.mayHaveTags("no hashes, C# and a#b, ## heading"))
    }

    func testTagPagesIndexAndMemoLinks() throws {
        let site = try FixtureSite()
        try site.writeMemos([
            "qq": [["title": "One", "createTime": "2026/01/01 10:00", "detail": "Plan #Reading and #读书"],
                   ["title": "Two", "createTime": "2026/01/03 10:00", "detail": "More #reading"]],
            "work": [["title": "Three", "createTime": "2026/01/02 10:00", "detail": "`#not` a tag, #reading is"]],
        ])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        let tree = try FileTree(site.output)
        XCTAssertEqual(tree.paths.filter { $0.hasPrefix("tags/") }, ["tags/index.html", "tags/reading.html", "tags/读书.html"])
        func lines(_ path: String, _ prefix: String) -> [String] {
            String(decoding: tree.files[path] ?? Data(), as: UTF8.self).components(separatedBy: "\n").filter { $0.hasPrefix(prefix) }
        }
        XCTAssertEqual(lines("tags/index.html", "<li>"), [
            "<li><a href=\"reading.html\"><span class=\"title\">#reading</span><span class=\"count\">3 memos</span></a></li>",
            "<li><a href=\"读书.html\"><span class=\"title\">#读书</span><span class=\"count\">1 memo</span></a></li>",
        ])
        XCTAssertEqual(lines("tags/reading.html", "<li>").map { $0.components(separatedBy: "\"")[1] },
                       ["../notes/qq/2.html", "../notes/work/1.html", "../notes/qq/1.html"], "newest first, every account")
        XCTAssertEqual(lines("notes/qq/1.html", "<ul class=\"tags\""),
                       ["<ul class=\"tags\" aria-label=\"Tags\"><li><a href=\"../../tags/reading.html\">#reading</a></li><li><a href=\"../../tags/读书.html\">#读书</a></li></ul>"])
    }
}
