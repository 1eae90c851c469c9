import FolioHTML
import XCTest

/// HTML from the data keeps its structure and loses everything that could run, load or restyle.
final class HTMLSanitizerTests: XCTestCase {
    func testStructureStays() {
        XCTAssertEqual(HTMLSanitizer.safeHTML(from: """
        <div><p class="description">One <b>bold</b>, <i>italic</i> &amp; <a href="https://example.org/a?b=1&amp;c=2" title="T">link</a>.</p>
        <ul><li>a</li><li>b<br>c</li></ul><ol start="3"><li>x</li></ol><h1>Head</h1><h5>Small</h5><blockquote>q</blockquote></div>
        """), """
        <div><p>One <b>bold</b>, <i>italic</i> &amp; <a href="https://example.org/a?b=1&amp;c=2" title="T">link</a>.</p>
        <ul><li>a</li><li>b<br>c</li></ul><ol start="3"><li>x</li></ol><h3>Head</h3><h6>Small</h6><blockquote>q</blockquote></div>
        """)
    }

    func testHostileHTMLLosesEverythingThatRunsOrLoads() {
        let hostile = """
        <p onclick="alert(1)" style="color:red" id="x">text<script>alert(2)</script><style>p{}</style></p>\
        <a href="javascript:alert(3)">j</a><a href=" JaVaScRiPt:alert(4)">k</a><a href="java&#x09;script:alert(5)">t</a>\
        <a href="data:text/html,<script>x</script>">d</a><a href="vbscript:x">v</a><a href="/relative">r</a>\
        <iframe src="https://evil.example"></iframe><form action="x"><input value="v"><button>b</button>f</form>\
        <img src="https://tracker.example/p.gif" onerror="alert(6)"><svg onload="alert(7)"><circle/></svg>\
        <object data="x"></object><embed src="y"><math><mi>m</mi></math><noscript>ns</noscript>\
        <font color="red">kept <span style="x">words</span></font><!-- comment --><![CDATA[cdata]]>\
        <p title="&quot;><script>alert(8)</script>">"quoted" <b>&lt;b&gt;</b></p>
        """
        XCTAssertEqual(HTMLSanitizer.safeHTML(from: hostile), """
        <p>text</p><a>j</a><a>k</a><a>t</a><a>d</a><a>v</a><a>r</a>kept words&lt;![CDATA[cdata]]&gt;<p>&quot;quoted&quot; <b>&lt;b&gt;</b></p>
        """)
    }

    func testBrokenMarkupIsRepairedNotPassedThrough() {
        XCTAssertEqual(HTMLSanitizer.safeHTML(from: "<p>unclosed <b>bold <i>both</p> after < 3 & 4 <p>next"),
                       "<p>unclosed <b>bold <i>both</i></b></p> after &lt; 3 &amp; 4 <p>next</p>")
        XCTAssertEqual(HTMLSanitizer.safeHTML(from: ""), "")
        XCTAssertEqual(HTMLSanitizer.safeHTML(from: "plain text, no tags"), "<p>plain text, no tags</p>")
    }

    /// Nesting past what Folio keeps is flattened, text kept; past what libxml2 reads, the
    /// sanitizer says so (nil) and the text can be shown escaped, whole.
    func testDeepNestingKeepsTheText() throws {
        let nested = { (depth: Int) in String(repeating: "<div>", count: depth) + "deep" + String(repeating: "</div>", count: depth) }
        let safe = try XCTUnwrap(HTMLSanitizer.safeHTML(from: nested(200)))
        XCTAssertEqual(safe, String(repeating: "<div>", count: 98) + "deep" + String(repeating: "</div>", count: 98),
                       "100 levels, html and body among them")
        XCTAssertNil(HTMLSanitizer.safeHTML(from: nested(100_000)))
        XCTAssertEqual(HTMLSanitizer.escapedText("<b>a</b>\n&"), "<p>&lt;b&gt;a&lt;/b&gt;<br>\n&amp;</p>")
    }

    func testWhatLooksLikeHTML() {
        XCTAssertEqual(["<p>x</p>", "  <div>", "<!-- c -->", "a < b", "# Heading", "<3 you", ""].map(HTMLSanitizer.looksLikeHTML),
                       [true, true, true, false, false, false, false])
    }
}
