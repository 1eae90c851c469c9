@testable import FolioCore
import FolioMustache
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// `{{value}}` in Folio's templates is escaped by FolioMustache's HTML escaping (by bytes, its
/// patch 3), with the entities swift-mustache as released writes (`make bench-templates` checks
/// the two engines give the same pages).
final class TemplateEscapingTests: XCTestCase {
    func testEscapesWithSwiftMustachesEntities() throws {
        let template = try MustacheTemplate(string: "{{x}}")
        let escaped = [
            "": "", "plain": "plain", "<b>&amp;</b>": "&lt;b&gt;&amp;amp;&lt;/b&gt;", "\"quoted\" & 'single'": "&quot;quoted&quot; &amp; &#39;single&#39;",
            "ünï <cödé> 😀 &": "ünï &lt;cödé&gt; 😀 &amp;", "<<>>&&": "&lt;&lt;&gt;&gt;&amp;&amp;", "tail<": "tail&lt;", "é\u{301}>": "é\u{301}&gt;",
            "a<b>c&d\"e'f": "a&lt;b&gt;c&amp;d&quot;e&#39;f",
        ]
        for (text, html) in escaped {
            XCTAssertEqual(template.render(["x": text]), html, text)
        }
    }

    func testTemplatesEscapeForHTMLAndMayStillChooseTheirOwnContentType() throws {
        var diagnostics = Diagnostics()
        let theme = Theme(files: [ThemeFile(relativePath: "page.mustache", text: "{{x}}\n{{% CONTENT_TYPE: TEXT}}\n{{x}}", displayPath: "page.mustache")])
        let library = TemplateLibrary(theme: theme, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(String(decoding: try library.renderUTF8(OneValue(x: "\"\u{301}<"), with: "page"), as: UTF8.self), "&quot;\u{301}&lt;\n\"\u{301}<")
    }
}

struct OneValue: TemplateFields {
    let x: String

    static let fields: [TemplateField<OneValue>] = [.init("x") { $0.x }]
}
