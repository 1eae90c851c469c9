import FolioMarkdown
import FolioParallel
import XCTest

/// Fenced code with a language is coloured at build time by GNU source-highlight.
final class CodeHighlightTests: XCTestCase {
    let renderer = MarkdownRenderer(highlighting: CodeHighlighter())

    func testKnownLanguagesAreColouredAndEscaped() throws {
        XCTAssertNotNil(CodeHighlighter(), "source-highlight's language map should be readable")
        XCTAssertEqual(renderer.html(from: "```cpp\n#include <vector>\nint main() { return 0; } // \"ok\" & <b>\n```"), """
        <pre><code class="language-cpp"><span class="hl-preproc">#include</span> <span class="hl-string">&lt;vector&gt;</span>
        <span class="hl-type">int</span> <span class="hl-function">main</span><span class="hl-symbol">()</span> <span class="hl-cbracket">{</span> <span class="hl-keyword">return</span> <span class="hl-number">0</span><span class="hl-symbol">;</span> <span class="hl-cbracket">}</span> <span class="hl-comment">// &quot;ok&quot; &amp; &lt;b&gt;</span>
        </code></pre>

        """)
    }

    func testAStateCarriesAcrossLines() {
        XCTAssertEqual(renderer.html(from: "~~~ Python extra words\ns = \"\"\"two\nlines\"\"\"\n~~~"), """
        <pre><code class="language-python">s <span class="hl-symbol">=</span><span class="hl-string"> &quot;&quot;&quot;two</span>
        <span class="hl-string">lines&quot;&quot;&quot;</span>
        </code></pre>

        """)
    }

    /// Unknown or missing languages, and indented code, are written as cmark writes them.
    func testOtherBlocksAreLeftToCmark() {
        for text in ["```nosuchlang\nx < y\n```", "```\nx < y\n```", "    x < y", "```\n```", "```cpp\n```"] {
            XCTAssertEqual(renderer.html(from: text), MarkdownRenderer().html(from: text), text)
        }
    }

    /// A token may end inside a character (C's `\\.` takes `\` and the first byte of 中): the
    /// held-back bytes go with the next token, so no tag splits a character, the page stays valid
    /// UTF-8 and every byte of the code is kept.
    func testCharactersAreNeverSplit() throws {
        let code = "char *s = \"\\中\\é\\😀\";"
        let html = renderer.html(from: "```c\n\(code)\n```")
        let text = html.replacingOccurrences(of: "<[^>]*>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&quot;", with: "\"")
        XCTAssertEqual(text, code + "\n\n")
        XCTAssertEqual(html, """
        <pre><code class="language-c"><span class="hl-type">char</span> <span class="hl-symbol">*</span>s <span class="hl-symbol">=</span> \
        <span class="hl-string">&quot;</span><span class="hl-specialchar">\\</span><span class="hl-string">中</span>\
        <span class="hl-specialchar">\\</span><span class="hl-string">é</span><span class="hl-specialchar">\\</span>\
        <span class="hl-string">😀&quot;</span><span class="hl-symbol">;</span>
        </code></pre>

        """)
    }

    /// The library keeps state of its own; many threads colour at once and get the same HTML.
    func testManyThreadsAtOnce() {
        let text = "```java\nclass A { /* c */ String s = \"x\"; }\n```"
        let expected = renderer.html(from: text)
        let results = Parallel.map(64, workers: 8) { _ in MarkdownRenderer(highlighting: CodeHighlighter()).html(from: text) }
        XCTAssertEqual(Set(results), [expected])
    }
}
