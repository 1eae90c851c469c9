@testable import FolioMustache
import XCTest

/// What Folio's patches (Sources/FolioMustache/PATCHES.md) must keep or change.
final class FolioPatchTests: XCTestCase {
    /// Patch 1: a dotted name is split when parsed, and still climbs the stack by its first part.
    func testDottedNamesAreSplitOnceAndStillClimbTheStack() throws {
        let template = try MustacheTemplate(string: "{{#inner}}{{outer.name}}|{{.name}}|{{#list}}{{.}}{{/list}}{{/inner}}")
        guard case .section(let name, _, let section) = template.tokens.first, case .variable(let dotted, _) = section.tokens.first else {
            return XCTFail("unexpected tokens \(template.tokens)")
        }
        XCTAssertEqual(name.parts, ["inner"])
        XCTAssertEqual(dotted.parts, ["outer", "name"])
        XCTAssertEqual(dotted.kind, .stack)
        let data: [String: Any] = ["outer": ["name": "O"], "inner": ["name": "I", "list": ["1", "2"]]]
        XCTAssertEqual(template.render(data), "O|I|12")
    }

    /// Patch 2: with one buffer, an indented partial still indents only after a "\n" of its own,
    /// not after "\r\n" (one Character), and not at its start.
    func testIndentedPartialIndentsAfterNewlinesOnly() throws {
        let library = MustacheLibrary(templates: [
            "page": try MustacheTemplate(string: "<ul>\n  {{>row}}\n</ul>"),
            "row": try MustacheTemplate(string: "a\n{{x}}\r\n{{x}}\n{{#none}}z{{/none}}{{x}}"),
        ])
        XCTAssertEqual(library.render(["x": "X"], withTemplate: "page"), "<ul>\n  a\n  X\r\nX\n  X</ul>")
    }

    /// Patch 3: escaping by bytes also finds a quote that a combining mark joins to it.
    func testEscapingByBytes() throws {
        let template = try MustacheTemplate(string: "<a title=\"{{t}}\">{{t}}</a>")
        XCTAssertEqual(template.render(["t": "\"\u{301}<&>'é"]), "<a title=\"&quot;\u{301}&lt;&amp;&gt;&#39;é\">&quot;\u{301}&lt;&amp;&gt;&#39;é</a>")
    }

    /// Patch 4: objects are examined when pushed; a custom representation still stands in for
    /// its object at every level, and a nil one hides it.
    func testCustomRepresentationsOnTheStack() throws {
        struct Wrapped: MustacheCustomRepresentation {
            let value: Any?
            var representation: Any? { value }
        }
        let template = try MustacheTemplate(string: "{{#a}}{{name}}{{/a}}{{#b}}[{{name}}]{{/b}}")
        let data: [String: Any] = ["name": "top", "a": Wrapped(value: ["name": "inside"]), "b": Wrapped(value: nil)]
        XCTAssertEqual(template.render(data), "inside")
    }

    /// Patch 5: MustacheText renders, escapes, transforms, opens and closes sections, and is
    /// read on the stack (by reflection, without a Mirror), as the same String does, but for its
    /// one property, `text`, which reflection finds in it.
    func testTextRendersAsTheStringDoes() throws {
        let template = try MustacheTemplate(string: """
            {{t}}|{{{t}}}|{{&t}}|{{uppercased(t)}}|{{#t}}[{{.}}]{{/t}}|{{^t}}none{{/t}}|{{#e}}({{.}}){{/e}}|{{^e}}no e{{/e}}|{{#t}}{{count}}{{/t}}|{{#t}}{{t}}{{/t}}
            """)
        for text in ["a <b> & \"c\"", "", "中文 é"] {
            let asString = template.render(["t": text, "e": ""] as [String: Any])
            XCTAssertEqual(template.render(["t": MustacheText(text), "e": MustacheText("")] as [String: Any]), asString, text)
        }
        XCTAssertEqual(template.render(["t": MustacheText("x<"), "e": MustacheText("")] as [String: Any]), "x&lt;|x<|x<|X&lt;|[x&lt;]||()|||x&lt;")
        XCTAssertEqual(try MustacheTemplate(string: "{{#t}}{{text}}{{/t}}").render(["t": MustacheText("x"), "text": "outer"]), "x")
    }
}
