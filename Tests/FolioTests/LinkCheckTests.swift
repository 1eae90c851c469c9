@testable import FolioCore
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Every link inside the site must lead to a file the build writes.
final class LinkCheckTests: XCTestCase {
    func siteWithLinks(_ detail: String) throws -> FixtureSite {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            ["title": "Links", "createTime": "2026/01/02 10:00", "detail": detail],
            ["title": "Other", "createTime": "2026/01/01 10:00", "detail": "other"],
        ]])
        return site
    }

    func testLinksBetweenPagesAndOutsideTheSiteAreFine() throws {
        let site = try siteWithLinks("[other](2.html) [list](index.html) [top](../../index.html#x) [web](https://example.org/a) [mail](mailto:a@b.c) [here](#top) [css](../../style.css?v=1)")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [])
        XCTAssertTrue(result.succeeded)
    }

    func testDotSegmentsRootLinksAndEscapesResolveLikeAPath() throws {
        let site = try siteWithLinks("[a](./2.html) [b](.//2.html) [c](/notes/qq/2.html) [d](../qq/./2.html?x#y) [e](%32.html) [f](sp%61ce.html) [g](a&b.html) [h](/../x.html) [i](../..)")
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"sp%61ce.html\" on notes/qq/1.html leads to no page of the site, and Content/space.html does not exist",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"a&b.html\" on notes/qq/1.html leads to no page of the site, and Content/a&b.html does not exist",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"/../x.html\" on notes/qq/1.html leads outside the site",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"../..\" on notes/qq/1.html names a folder; name its index.html so the page opens from file://",
        ])
    }

    /// A browser asks for the bytes of the link and Linux matches bytes: the other Unicode form
    /// of a page's name (a notebook's folder, named by its name) is not that page.
    func testLinksMatchFileNamesByteForByte() throws {
        let site = try FixtureSite()
        try site.writeMemos([
            "Café": [["title": "Café", "createTime": "2026/01/01 10:00", "detail": "x"]],
            "qq": [["title": "Links", "createTime": "2026/01/02 10:00", "detail": "[nfc](../caf\u{E9}/index.html) [nfd](../cafe\u{301}/index.html)"]],
        ])
        XCTAssertEqual(site.build().diagnostics.messages, [
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"../cafe\u{301}/index.html\" on notes/qq/1.html leads to no file in the site",
        ])
    }

    func testBrokenMarkdownLinksWarnNamingRecordPageAndLink() throws {
        let site = try siteWithLinks("[gone](../missing/index.html) [folder](../qq/) [up](../../../etc/passwd) [ok](2.html)")
        let result = site.build()
        XCTAssertTrue(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"../missing/index.html\" on notes/qq/1.html leads to no file in the site",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"../qq/\" on notes/qq/1.html names a folder; name its index.html so the page opens from file://",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"../../../etc/passwd\" on notes/qq/1.html leads outside Content/; a record may link only files under it",
        ])
    }

    func testStrictTurnsBrokenMarkdownLinksIntoErrorsAndKeepsThePreviousOutput() throws {
        let site = try siteWithLinks("fine")
        XCTAssertTrue(site.build().succeeded)
        let before = try FileTree(site.output)
        try site.writeMemos(["qq": [["title": "Links", "createTime": "2026/01/02 10:00", "detail": "[gone](nowhere.html)"]]])
        let result = SiteBuild.run(BuildOptions(siteFolder: site.url, outputFolder: site.output, now: FixtureSite.now, strict: true))
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[check links]: Content/memos.plist: account \"qq\", memo 1: link \"nowhere.html\" on notes/qq/1.html leads to no page of the site, and Content/nowhere.html does not exist",
        ])
        XCTAssertEqual(try FileTree(site.output), before)
    }

    func testBrokenTemplateLinksAreErrors() throws {
        let site = try siteWithLinks("x")
        try site.folder.write("{{<layout}}{{$content}}<a href=\"{{root}}books/\">Books</a> <a href=\"{{indexHref}}\">ok</a> <img src=\"logo.png\">{{/content}}{{/layout}}", to: "Templates/404.mustache")
        let result = site.build()
        XCTAssertFalse(result.succeeded)
        XCTAssertEqual(result.diagnostics.messages, [
            "error[check links]: Output/404.html: link \"books/\" from template 404 names a folder; name its index.html so the page opens from file://",
            "error[check links]: Output/404.html: link \"logo.png\" from template 404 leads to no file in the site",
        ])
        XCTAssertFalse(FileManager.default.fileExists(atPath: site.output.path))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: site.url.path).sorted(), ["Content", "Templates"],
                       "the pages staged before the links were checked are gone")
    }

    /// The scanner skips eight bytes at a time; a value must be found wherever it falls.
    func testScannerFindsHrefAndSrcValuesAtEveryAlignment() {
        for padding in 0..<17 {
            let html = String(repeating: "x", count: padding) + "<a href=\"a&amp;b.html\">t=\"1\"</a><img src=\"i.png\"><p data-href=\"no\" href='no'>"
                + String(repeating: "y", count: padding) + " src=\"end\""
            XCTAssertEqual(LinkScanner.links(in: Array(html.utf8)), ["a&b.html", "i.png", "end"], "padding \(padding)")
        }
    }

    func testSchemesAreExternal() {
        XCTAssertTrue(LinkChecker.isExternal("https://a"))
        XCTAssertTrue(LinkChecker.isExternal("//cdn.example/x.js"))
        XCTAssertTrue(LinkChecker.isExternal("mailto:x@y"))
        XCTAssertFalse(LinkChecker.isExternal("dir/a:b"))
        XCTAssertFalse(LinkChecker.isExternal("1a:b"))
        XCTAssertFalse(LinkChecker.isExternal("../x.html"))
    }

    /// A warning names the link as the Markdown wrote it, not as libcmark escaped it for HTML.
    func testBrokenLinksAreNamedAsWritten() throws {
        let site = try siteWithLinks("[a](it's.html) [b](<my file.html>) [c](a&b \"t\") ![d](caf\u{E9}.png) [e](q\"x.html)")
        XCTAssertEqual(site.build().diagnostics.messages, [
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"it's.html\" on notes/qq/1.html leads to no page of the site, and Content/it's.html does not exist",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"my file.html\" on notes/qq/1.html leads to no page of the site, and Content/my file.html does not exist",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"a&b\" on notes/qq/1.html leads to no page of the site, and Content/a&b does not exist",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"caf\u{E9}.png\" on notes/qq/1.html leads to no page of the site, and Content/caf\u{E9}.png does not exist",
            "warning[check links]: Content/memos.plist: account \"qq\", memo 1: link \"q\\\"x.html\" on notes/qq/1.html leads to no page of the site, and Content/q\"x.html does not exist",
        ])
    }

    func testEntitiesInLinksAreDecodedWhateverTheirForm() {
        XCTAssertEqual(LinkScanner.decodeEntities("it&#x27;s &#39;q&#39; &amp;amp; &lt;&gt;&quot; &unknown; & &#xZZ;"), "it's 'q' &amp; <>\" &unknown; & &#xZZ;")
    }
}
