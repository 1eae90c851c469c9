@testable import FolioCore
import FolioMustache
import Mustache
import XCTest

/// `{{value}}` in Folio's templates is escaped by FolioMustache's HTML escaping (by bytes, its
/// patch 3), which must give what swift-mustache as released gives, entity for entity.
final class TemplateEscapingTests: XCTestCase {
    func testEscapesWhatSwiftMustacheEscapesWithTheSameEntities() throws {
        let upstream = try Mustache.MustacheTemplate(string: "{{x}}")
        let patched = try FolioMustache.MustacheTemplate(string: "{{x}}")
        for text in ["", "plain", "<b>&amp;</b>", "\"quoted\" & 'single'", "ünï <cödé> 😀 &", "<<>>&&", "tail<", "é\u{301}>"] {
            XCTAssertEqual(patched.render(["x": text]), upstream.render(["x": text]), text)
        }
        XCTAssertEqual(patched.render(["x": "a<b>c&d\"e'f"]), "a&lt;b&gt;c&amp;d&quot;e&#39;f")
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
