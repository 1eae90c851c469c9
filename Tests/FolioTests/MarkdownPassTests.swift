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

/// Tags, links, pages, the feed and link messages all come from one rendering of each text.
final class MarkdownPassTests: XCTestCase {
    func testTagsLinksPagesAndTheFeedAgree() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            ["title": "First", "createTime": "2026/01/01 10:00", "detail": "First\n\nBody with #tag and [a link](gone.html)."],
            ["createTime": "2026/01/02 10:00", "detail": "Second #title-tag\n\nmore *text*"],
            ["title": "Third", "createTime": "2026/01/03 10:00", "detail": "no tags"],
        ]])
        try site.writeBookDatabase(statements: ["INSERT INTO bookInfo VALUES(1,'B','A',4,'intro','content','')"])
        var options = site.options()
        options.baseURL = "https://example.org/"
        let result = SiteBuild.run(options)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"gone.html\" on notes/qq/1.html leads to no page of the site, and Content/gone.html does not exist",
        ])
        XCTAssertEqual(result.succeeded, true)
        let tags = try FileTree(site.output).paths.filter { $0.hasPrefix("tags/") }
        XCTAssertEqual(tags, ["tags/index.html", "tags/tag.html", "tags/title.html"], "the title line's tag too")
        let feed = try String(contentsOf: site.output.appendingPathComponent("feed.xml"), encoding: .utf8)
        XCTAssertTrue(feed.contains("more &lt;em&gt;text&lt;/em&gt;"), "the feed uses the same rendering")
    }

    func testOneParseGivesHTMLLinksTagsAndPlainText() {
        let text = MarkdownRenderer().render("# Head #h\n\nSee [it's](<a b.html> \"t\") and ![img](x.png), `#code` and #读书.\n\n```\ncode #no\n```", plainText: .max)
        XCTAssertEqual(text.links, ["a b.html", "x.png"])
        XCTAssertEqual(text.tags, ["h", "读书"])
        XCTAssertEqual(text.plainText, "Head #h\nSee it’s and img, #code and #读书.\ncode #no")
        XCTAssertEqual(text.html, MarkdownRenderer().html(from: "# Head #h\n\nSee [it's](<a b.html> \"t\") and ![img](x.png), `#code` and #读书.\n\n```\ncode #no\n```"))
    }

    /// The plain text ends a paragraph with a line feed unless it ends with one already, and
    /// drops the line feeds at its end, as `String` tells a line feed: after a carriage return
    /// (here from `&#13;`) it is part of the Character "\r\n", so it is not one.
    func testPlainTextTellsALineFeedAsTheCharacterItIs() {
        let cases: [(markdown: String, plain: String)] = [
            ("```\r\na\r\n```", "a"),
            ("a&#13;\n\nb", "a\r\nb"),
            ("x&#13;", "x\r\n"),
            ("a&#13;&#10;\n\nb", "a\r\n\nb"),
            ("a&#10;\n\nb&#10;&#10;", "a\nb"),
            ("one\r\ntwo  \r\nthree\r\n\r\n# Head\r\n", "one two\nthree\nHead"),
            ("```\n\n\n```\n", ""),
            ("", ""),
        ]
        for (markdown, plain) in cases {
            XCTAssertEqual(MarkdownRenderer().render(markdown, plainText: .max).plainText, plain, markdown.debugDescription)
        }
    }
}
