import Foundation
import Mustache

// swift-mustache's own cost per tag, with a view that does no work: every name answers the same
// text, handed over as Folio hands text (a MustacheCustomRenderable, rendered after one cast).
// This is the floor under any Folio page: a memo page of the default theme fills in about 30
// names, a list row 4.

struct Text: MustacheCustomRenderable {
    let text: String
    var renderText: String { text }
    var isNull: Bool { false }
}

struct ConstantView: MustacheParent {
    let value = Text(text: "a few words")
    func child(named name: String) -> Any? { value }
}

/// Seconds per tag, the best of five rounds of `renders` renders.
func secondsPerTag(_ template: MustacheTemplate, tags: Int, renders: Int) -> Double {
    let view = ConstantView()
    var best = Double.infinity
    var bytes = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<renders { bytes &+= template.render(view).utf8.count }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    precondition(bytes > 0)
    return best / Double(renders * tags)
}

let tags = 30
let renders = 20_000
let variables = try MustacheTemplate(string: (0..<tags).map { "<p>{{name\($0)}}</p>\n" }.joined())
let text = try MustacheTemplate(string: String(repeating: "<p>a few words</p>\n", count: tags))
let perVariable = secondsPerTag(variables, tags: tags, renders: renders)
let perText = secondsPerTag(text, tags: tags, renders: renders)
print(String(format: "swift-mustache, one thread: %.2f µs per {{name}}, %.3f µs per text token", perVariable * 1e6, perText * 1e6))
print(String(format: "30 names a page x 12,000 pages: %.2f s of CPU", perVariable * 30 * 12_000))
