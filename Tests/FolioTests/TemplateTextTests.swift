@testable import FolioCore
import FolioMustache
import XCTest

/// Views hand text to templates as `TemplateText`; every template must render it as it renders
/// the same `String`.
final class TemplateTextTests: XCTestCase {
    func testRendersLikeTheStringInEveryKindOfTag() throws {
        let templates = [
            "{{x}}", "{{{x}}}", "{{&x}}", "{{#x}}[{{.}}]{{/x}}", "{{^x}}none{{/x}}", "{{uppercased(x)}}", "{{lowercased(x)}}",
            "{{capitalized(x)}}", "{{reversed(x)}}", "{{#uppercased(x)}}{{.}}{{/uppercased(x)}}",
        ]
        for source in templates {
            let template = try MustacheTemplate(string: source)
            for text in ["", "Mixed <b>Text</b> & \"quotes\"", "读书 ünï"] {
                XCTAssertEqual(template.render(["x": TemplateText(text)]), template.render(["x": text]), "\(source) with \(text.debugDescription)")
            }
        }
    }
}
