import FolioMarkdown
import XCTest

/// libcmark with its safe default and smart punctuation.
final class MarkdownRendererTests: XCTestCase {
    let renderer = MarkdownRenderer()

    func testRendersCommonMarkWithSmartPunctuation() {
        XCTAssertEqual(renderer.html(from: "# Title\n\n\"Quoted\" -- it's *fine*..."),
                       "<h1>Title</h1>\n<p>“Quoted” – it’s <em>fine</em>…</p>\n")
    }

    func testRawHTMLIsOmittedAndDangerousLinksDropped() {
        XCTAssertEqual(renderer.html(from: "<script>alert(1)</script>\n\nhi <b onclick=x>b</b>"),
                       "<!-- raw HTML omitted -->\n<p>hi <!-- raw HTML omitted -->b<!-- raw HTML omitted --></p>\n")
        XCTAssertEqual(renderer.html(from: "[a](javascript:alert(1)) [b](vbscript:x) [c](data:text/html,x) [d](https://e.org)"),
                       "<p><a href=\"\">a</a> <a href=\"\">b</a> <a href=\"\">c</a> <a href=\"https://e.org\">d</a></p>\n")
    }

    func testEmptyInput() {
        XCTAssertEqual(renderer.html(from: ""), "")
    }
}
