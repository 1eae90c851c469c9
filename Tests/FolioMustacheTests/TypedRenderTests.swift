import Foundation
@testable import FolioMustache
import XCTest

/// Patch 6: the typed render gives the spec's output wherever it renders, and leaves exactly
/// the tests that need the untyped renderer to it.
final class TypedRenderTests: XCTestCase {
    /// Spec data as typed values: objects, lists, text, flags and whole numbers; anything else
    /// (decimals) is `.other`, and null is no value, as `NSNull` is to the untyped renderer.
    /// With `bytes`, its text is handed over as UTF-8 bytes (`.utf8`, patch 7).
    struct SpecObject: MustacheTypedParent {
        let values: [String: Any]
        var bytes = false
        func typedChild(named name: String) -> MustacheValue? { values[name].flatMap { SpecObject.typed($0, bytes: bytes) } }

        static func typed(_ value: Any, bytes: Bool) -> MustacheValue? {
            switch value {
            case is NSNull: nil
            case let text as String: bytes ? .utf8(MustacheUTF8(validUTF8: Array(text.utf8))) : .text(text)
            case let bool as Bool: .bool(bool)
            case let number as Int: .number(number)
            case let values as [String: Any]: .parent(SpecObject(values: values, bytes: bytes))
            case let items as [Any]: .sequence(SpecList(items: items, bytes: bytes))
            default: .other(value)
            }
        }
    }

    struct SpecList: MustacheTypedSequence {
        let items: [Any]
        var bytes = false
        var count: Int { items.count }
        func item(at index: Int) -> MustacheValue { SpecObject.typed(items[index], bytes: bytes) ?? .other(NSNull()) }
    }

    /// Each spec file's tests that the typed render leaves to the untyped one: those with decimals,
    /// which are `.other`.
    static let untyped: [String: Set<String>] = [
        "interpolation": ["Basic Decimal Interpolation", "Triple Mustache Decimal Interpolation", "Ampersand Decimal Interpolation"],
        "sections": ["Implicit Iterator - Decimal"],
        "inverted": [], "partials": [], "comments": [], "delimiters": [], "~inheritance": [], "~dynamic-names": [],
    ]

    static func tests(_ file: String) -> [MustacheSpecTests.Spec.Test] {
        let data = try! Data(contentsOf: MustacheSpecTests.specFile(file))
        return try! JSONDecoder().decode(MustacheSpecTests.Spec.self, from: data).tests
    }

    func testTheTypedRenderGivesTheSpecsOutputOrLeavesTheTemplateToTheUntypedOne() throws {
        try checkSpec(textAsBytes: false)
    }

    /// Patch 7: text handed over as UTF-8 bytes renders as the same text does, everywhere the
    /// spec puts text (interpolated, escaped or not, a section's object, a dynamic partial's name).
    func testTextAsBytesGivesTheSpecsOutputAsTextDoes() throws {
        try checkSpec(textAsBytes: true)
    }

    private func checkSpec(textAsBytes: Bool) throws {
        let ignoring: Set<String> = ["Intrinsic indentation", "Nested block reindentation"]  // as MustacheSpecTests ignores them
        var typedCount = 0
        for (file, expectedUntyped) in Self.untyped.sorted(by: { $0.key < $1.key }) {
            var untyped: Set<String> = []
            for test in Self.tests(file) where !ignoring.contains(test.name) {
                guard let values = test.data.value as? [String: Any] else { continue }
                var templates = ["__test__": try MustacheTemplate(string: test.template)]
                for (name, text) in test.partials ?? [:] { templates[name] = try MustacheTemplate(string: text) }
                let library = MustacheLibrary(templates: templates)
                let object = SpecObject(values: values, bytes: textAsBytes)
                // The untyped renderer reads the same object through `MustacheValue.untyped`.
                XCTAssertEqual(library.render(object, withTemplate: "__test__"), test.expected, "\(file): \(test.name), untyped")
                if let typed = MustacheTypedLibrary(library).render(object, withTemplate: "__test__") {
                    XCTAssertEqual(typed, test.expected, "\(file): \(test.name), typed")
                    typedCount += 1
                } else {
                    untyped.insert(test.name)
                }
            }
            XCTAssertEqual(untyped, expectedUntyped, "\(file): the tests left to the untyped renderer")
        }
        XCTAssertGreaterThan(typedCount, 100)
    }

    /// Beyond the spec: transforms and the item's place, and what only reflection would find.
    func testTransformsRenderTypedAndReflectionIsLeftToTheUntypedRender() throws {
        let object = SpecObject(values: ["title": "a<b", "list": [["n": 1], ["n": 2], ["n": 3]], "none": [Any](), "yes": true])
        let cases: [(template: String, typed: Bool, expected: String)] = [
            ("{{uppercased(title)}} {{#list}}{{#first()}}[{{/first()}}{{n}}{{index()}}{{^last()}},{{/last()}}{{/list}}]", true, "A&lt;B [10,21,32]"),
            ("{{#yes}}{{#list}}{{#odd()}}{{n}}{{/odd()}}{{/list}}{{/yes}}{{#empty(title)}}E{{/empty(title)}}", true, "2"),
            ("{{first()}}|{{#title}}{{.}}{{/title}}|{{^none}}no{{/none}}", true, "|a&lt;b|no"),
            // Reflection finds `text` in text and `items` in a list of none; `reversed` gives a Substring.
            ("{{#title}}{{text}}{{/title}}", false, "a&lt;b"),
            ("{{^none}}{{#items}}i{{/items}}{{/none}}", false, "i"),
            ("{{reversed(title)}}", false, "b&lt;a"),
        ]
        for (text, typed, expected) in cases {
            let library = MustacheLibrary(templates: ["t": try MustacheTemplate(string: text)])
            XCTAssertEqual(library.render(object, withTemplate: "t"), expected, text)
            XCTAssertEqual(MustacheTypedLibrary(library).render(object, withTemplate: "t"), typed ? expected : nil, text)
        }
    }

    /// The typed render escapes into bytes: the same entities as the untyped render, around
    /// every kind of text (none to escape, only entities, multi-byte scalars, marks after a
    /// quote), and unescaped and indented text as it is; text given as bytes too (patch 7).
    func testTypedBytesEscapeAndIndentAsTheUntypedRenderDoes() throws {
        let texts = ["", "plain", "<b>&amp;</b>", "\"quoted\" & 'single'", "ünï <cödé> 😀 &", "<<>>&&", "tail<", ">head", "é\u{301}>", "\"\u{301}<",
                     String(repeating: "长<", count: 300), "line\r\n<next>\n"]
        let partial = try MustacheTemplate(string: "{{x}}\n{{{x}}}\n")
        for text in texts {
            for object in [SpecObject(values: ["x": text]), SpecObject(values: ["x": text], bytes: true)] {
                for template in ["{{x}}|{{{x}}}|{{&x}}", "  {{>p}}", "\t{{>p}}\n{{>p}}", "{{#x}}{{.}}{{/x}}{{^x}}none{{/x}}"] {
                    let library = MustacheLibrary(templates: ["t": try MustacheTemplate(string: template), "p": partial])
                    let untyped = library.render(object, withTemplate: "t")
                    XCTAssertNotNil(untyped)
                    XCTAssertEqual(MustacheTypedLibrary(library).renderUTF8(object, withTemplate: "t"), untyped.map { Array($0.utf8) },
                                   "\(template): \(text), bytes: \(object.bytes)")
                }
            }
        }
    }
}

