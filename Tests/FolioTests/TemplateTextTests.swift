@testable import FolioCore
import FolioMustache
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Views hand text to templates as `TemplateValue.text`: to the untyped renderer as its
/// `untyped` form (a `MustacheText`), to the typed one as it is. Every template must render it, both
/// ways, as the untyped renderer renders the same `String`.
final class TemplateTextTests: XCTestCase {
    func testRendersLikeTheStringInEveryKindOfTag() throws {
        let templates = [
            "{{x}}", "{{{x}}}", "{{&x}}", "{{#x}}[{{.}}]{{/x}}", "{{^x}}none{{/x}}", "{{uppercased(x)}}", "{{lowercased(x)}}",
            "{{capitalized(x)}}", "{{reversed(x)}}", "{{#uppercased(x)}}{{.}}{{/uppercased(x)}}",
        ]
        for source in templates {
            let template = try MustacheTemplate(string: source)
            let typed = MustacheTypedLibrary(MustacheLibrary(templates: ["t": template]))
            for text in ["", "Mixed <b>Text</b> & \"quotes\"", "读书 ünï"] {
                let expected = template.render(["x": text])
                XCTAssertEqual(template.render(["x": TemplateValue.text(text).untyped]), expected, "\(source) with \(text.debugDescription)")
                let rendered = typed.render(OneValue(x: text), withTemplate: "t")
                // `reversed` gives a Substring, which only the untyped renderer renders.
                XCTAssertEqual(rendered, source.contains("reversed") ? nil : expected, "\(source) with \(text.debugDescription), typed")
            }
        }
    }
}
