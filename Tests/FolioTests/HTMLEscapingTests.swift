@testable import FolioCore
import Mustache
import XCTest

final class HTMLEscapingTests: XCTestCase {
    func testEscapesWhatSwiftMustacheEscapesWithTheSameEntities() throws {
        let upstream = try MustacheTemplate(string: "{{x}}")
        for text in ["", "plain", "<b>&amp;</b>", "\"quoted\" & 'single'", "ünï <cödé> 😀 &", "<<>>&&", "tail<"] {
            XCTAssertEqual(HTMLEscaping().escapeText(text), upstream.render(["x": text]), text)
        }
        XCTAssertEqual(HTMLEscaping().escapeText("a<b>c&d\"e'f"), "a&lt;b&gt;c&amp;d&quot;e&#39;f")
    }

    /// A combining mark after a quote makes one `Character`, which swift-mustache's lookup misses.
    func testEscapesAQuoteThatAMarkFusesIntoACharacter() {
        XCTAssertEqual(HTMLEscaping().escapeText("x=\"\u{301}y"), "x=&quot;\u{301}y")
    }

    func testTemplatesUseItAndMayStillChooseTheirOwnContentType() throws {
        var diagnostics = Diagnostics()
        let theme = Theme(files: [ThemeFile(relativePath: "page.mustache", text: "{{x}}\n{{% CONTENT_TYPE: TEXT}}\n{{x}}", displayPath: "page.mustache")])
        let library = TemplateLibrary(theme: theme, diagnostics: &diagnostics)
        XCTAssertEqual(diagnostics.messages, [])
        XCTAssertEqual(try library.render(OneValue(x: "\"\u{301}<"), with: "page"), "&quot;\u{301}&lt;\n\"\u{301}<")
    }
}

@TemplateValues
struct OneValue {
    let x: String
}
