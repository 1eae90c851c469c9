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

/// libcmark 0.30.2 is quadratic on some inputs (minutes for a few hundred KB); such a text is
/// published as plain text with a warning, so no record holds a build hostage.
final class PathologicalMarkdownTests: XCTestCase {
    /// The inputs that took 54 s, 40 s and 151 s of libcmark's time, as the test makes them.
    static let nestedLists = String(repeating: "- ", count: 60_000) + "a\n"
    static let quotesThenEmphasis = String(repeating: ">", count: 150_000) + String(repeating: "a*", count: 75_000)
    static let openImages = String(repeating: "![[]()", count: 160_000)

    func testEachKnownSlowShapeIsPublishedAsPlainTextWithAWarning() throws {
        let site = try FixtureSite()
        try site.writeMemos(["qq": [
            ["title": "Lists", "createTime": "2026/01/01 10:00", "detail": Self.nestedLists],
            ["title": "Quotes", "createTime": "2026/01/01 11:00", "detail": Self.quotesThenEmphasis],
            ["title": "Images", "createTime": "2026/01/01 12:00", "detail": Self.openImages],
            ["title": "Fine", "createTime": "2026/01/01 13:00", "detail": "*fine*"],
        ]])
        let result = site.build()
        XCTAssertEqual(result.diagnostics.messages, [
            "warning[load content]: Content/memos.plist: account \"qq\", memo 1: detail nests 60000 quotes or lists on line 1, more than the 100 Folio renders; it is published as plain text",
            "warning[load content]: Content/memos.plist: account \"qq\", memo 2: detail nests 150000 quotes or lists on line 1, more than the 100 Folio renders; it is published as plain text",
            "warning[load content]: Content/memos.plist: account \"qq\", memo 3: detail leaves more than 100 [ brackets open in the paragraph at line 1, more than Folio renders; it is published as plain text",
        ])
        XCTAssertTrue(result.succeeded)
        let images = try String(contentsOf: site.output.appendingPathComponent("notes/qq/3.html"), encoding: .utf8)
        XCTAssertTrue(images.contains("<p>![[]()![[]()"), "the text as written, not an image")
        let fine = try String(contentsOf: site.output.appendingPathComponent("notes/qq/4.html"), encoding: .utf8)
        XCTAssertTrue(fine.contains("<p><em>fine</em></p>"))
    }

    /// `text` followed by enough plain lines to be checked (16 KiB and more).
    private func long(_ text: String) -> String {
        text + "\n\n" + String(repeating: "plain words\n", count: 1500)
    }

    func testUnclosedBracketsAndSizeHaveLimitsOfTheirOwn() {
        XCTAssertNil(MarkdownLimits.problem(in: long(String(repeating: "[a", count: 100) + "\n\n" + String(repeating: "[b", count: 100))),
                     "brackets are counted per paragraph")
        XCTAssertEqual(MarkdownLimits.problem(in: long("x\n\n" + String(repeating: "![[]()", count: 101))),
                       "leaves more than 100 [ brackets open in the paragraph at line 3, more than Folio renders")
        XCTAssertNil(MarkdownLimits.problem(in: long(String(repeating: "\\[", count: 500) + String(repeating: "[x](y)", count: 500))))
        XCTAssertNil(MarkdownLimits.problem(in: long(String(repeating: "> ", count: 100) + "a")))
        XCTAssertEqual(MarkdownLimits.problem(in: long(String(repeating: "> ", count: 50) + String(repeating: "1. ", count: 51) + "a")),
                       "nests 101 quotes or lists on line 1, more than the 100 Folio renders")
        XCTAssertEqual(MarkdownLimits.problem(in: String(repeating: "a", count: (1 << 20) + 1)),
                       "is 1048577 bytes of Markdown, more than the 1048576 Folio renders")
        XCTAssertNil(MarkdownLimits.problem(in: String(repeating: ">", count: 5000) + String(repeating: "a*", count: 5000)),
                     "under 16 KiB nothing is slow, whatever its shape")
    }

    func testPlainTextReadsAsWrittenLineByLine() {
        let text = "# Not a heading\n> not a quote & <b>not bold</b>\r\n- [x](javascript:alert(1)) *a*\\\n\n    indented\n\nlast line"
        XCTAssertEqual(MarkdownRenderer().html(from: MarkdownLimits.plainText(text)), """
            <p># Not a heading<br />
            &gt; not a quote &amp; &lt;b&gt;not bold&lt;/b&gt;<br />
            - [x](javascript:alert(1)) *a*\\</p>
            <pre><code>indented
            </code></pre>
            <p>last line</p>

            """)
    }

    /// A long text of no slow shape is rendered, however long rendering it takes: the text
    /// decides, never a clock.
    func testALongTextOfNoSlowShapeIsRendered() {
        var diagnostics = Diagnostics()
        let long = String(repeating: "Some *long* text.\n", count: 50_000)
        let location = SourceLocation(file: "Content/m.plist", recordPath: ["account \"qq\"", "memo 1"])
        XCTAssertEqual(MarkdownGuard.checked(long, field: "detail", at: location, diagnostics: &diagnostics), long)
        XCTAssertEqual(diagnostics.messages, [])
    }
}
