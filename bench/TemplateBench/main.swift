import Foundation
import FolioMustache
import Mustache

// `make bench-templates`: swift-mustache 2.1.1 as released (`Mustache`) against Folio's patched
// copy (`FolioMustache`, Sources/FolioMustache/PATCHES.md), in the same run, on the same views:
//  - per {{name}}: 30 names, each answered with the same text by a view that does no work;
//  - per page of the default theme (Templates/): a memo page and a list page of 50 memos, with
//    the layout, partials and inheritance, from views shaped as Folio's are;
// and FolioMustache's typed render (patch 6, `MustacheTypedLibrary`), which Folio uses: the same
// views, typed.
// The views hand text over as Folio does: to swift-mustache as a custom renderable, to
// FolioMustache as its `MustacheText` (patch 5), so the figures are the engines' own cost: the
// floor under every page Folio renders.

/// Text as Folio handed it to swift-mustache.
struct Text: Mustache.MustacheCustomRenderable {
    let text: String
    var renderText: String { text }
    var isNull: Bool { false }
}

/// A view: its names and values, looked up as Folio's generated `templateValue(named:)` does,
/// its text wrapped for the engine it is made for.
final class View: Mustache.MustacheParent, FolioMustache.MustacheParent, @unchecked Sendable {
    let values: [String: Any]

    init(_ values: [String: Any], folio: Bool) {
        self.values = values.mapValues { value in
            guard let text = value as? String else { return value }
            return folio ? FolioMustache.MustacheText(text) : Text(text: text)
        }
    }

    func child(named name: String) -> Any? { values[name] }
}

/// The same view, typed, as Folio's views are (FolioMustache patch 6, `renderTyped`): each value
/// told by its kind once, when the view is made.
final class TypedView: FolioMustache.MustacheTypedParent, @unchecked Sendable {
    let values: [String: FolioMustache.MustacheValue]

    init(_ view: View) {
        self.values = view.values.mapValues(TypedView.typed)
    }

    static func typed(_ value: Any) -> FolioMustache.MustacheValue {
        switch value {
        case let text as FolioMustache.MustacheText: .text(text.text)
        case let bool as Bool: .bool(bool)
        case let view as View: .parent(TypedView(view))
        case let items as [Any]: .sequence(TypedItems(items: items.map(typed)))
        default: .other(value)
        }
    }

    func typedChild(named name: String) -> FolioMustache.MustacheValue? { values[name] }
}

struct TypedItems: FolioMustache.MustacheTypedSequence {
    let items: [FolioMustache.MustacheValue]
    var count: Int { items.count }
    func item(at index: Int) -> FolioMustache.MustacheValue { items[index] }
}

/// Seconds per render, the best of five rounds of `renders` renders.
func secondsPerRender(renders: Int, _ render: () -> String) -> Double {
    var best = Double.infinity
    var bytes = 0
    for _ in 0..<5 {
        let start = DispatchTime.now().uptimeNanoseconds
        for _ in 0..<renders { bytes &+= render().utf8.count }
        best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    precondition(bytes > 0)
    return best / Double(renders)
}

let templatesFolder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "Templates"
var oldLibrary = Mustache.MustacheLibrary()
var newLibrary = FolioMustache.MustacheLibrary()
for name in ["layout", "memo", "account", "memo-row", "pager", "tag-list"] {
    let text = try String(contentsOfFile: "\(templatesFolder)/\(name).mustache", encoding: .utf8)
    try oldLibrary.register(text, named: name)
    try newLibrary.register(text, named: name)
}

/// The benchmark's views, made for one engine.
func views(folio: Bool) -> (memoPage: View, listPage: View) {
    func view(_ values: [String: Any]) -> View { View(values, folio: folio) }
    let strings = view(Dictionary(uniqueKeysWithValues: [
        "site_nav", "notes", "books", "authors", "tags", "statistics", "search", "made_with", "breadcrumb",
        "home", "updated", "linked_from", "other_memos", "pages", "previous", "next",
    ].map { ($0, "\($0) text") }))
    let site: [String: Any] = [
        "language": "en", "siteTitle": "My notes", "root": "../", "strings": strings, "hasFeed": true,
        "feedHref": "../feed.xml", "searchHref": "../search.html", "indexHref": "../index.html",
    ]
    let paragraph = "<p>A paragraph of a memo's body, already HTML, with <em>some</em> markup &amp; an entity.</p>\n"
    let memoPage = view(site.merging([
        "title": "Walking to the garden & back", "datetime": "2026-11-20T09:30", "fullTime": "2026/11/20 09:30",
        "bodyHTML": String(repeating: paragraph, count: 16), "account": view(["href": "../journal/index.html", "title": "Journal"]),
        "hasTags": true, "tags": (1...3).map { view(["href": "../tags/t\($0).html", "title": "tag\($0)"]) },
        "previous": view(["href": "41.html", "title": "The day before"]), "next": view(["href": "43.html", "title": "The day after"]),
    ]) { $1 })
    let listPage = view(site.merging([
        "name": "Journal", "countText": "500 memos",
        "memos": (1...50).map { view(["href": "\($0).html", "title": "Memo number \($0)", "summary": "The first words of memo \($0), on one line",
                                      "datetime": "2026-11-20T09:30", "listTime": "2026/11/20"]) },
        "pager": view(["pageOfText": "page 2 of 10", "previousHref": "index.html", "nextHref": "page3.html",
                       "pages": (1...7).map { view(["number": "\($0)", "href": "page\($0).html", "current": $0 == 2, "gap": $0 == 5]) }]),
    ]) { $1 })
    return (memoPage, listPage)
}
let (oldViews, newViews) = (views(folio: false), views(folio: true))

let names = 30
let nameTemplate = (0..<names).map { "<p>{{name\($0)}}</p>\n" }.joined()
let constantValues = Dictionary(uniqueKeysWithValues: (0..<names).map { ("name\($0)", "a few words" as Any) })
let (oldConstant, newConstant) = (View(constantValues, folio: false), View(constantValues, folio: true))
let oldNames = try Mustache.MustacheTemplate(string: nameTemplate)
let newNames = try FolioMustache.MustacheTemplate(string: nameTemplate)
precondition(oldNames.render(oldConstant) == newNames.render(newConstant), "the engines differ on the names template")

print("per {{name}} (30 names a render, one thread):")
let oldName = secondsPerRender(renders: 20_000) { oldNames.render(oldConstant) } / Double(names)
let newName = secondsPerRender(renders: 20_000) { newNames.render(newConstant) } / Double(names)
let typedConstant = TypedView(newConstant)
let namesLibrary = FolioMustache.MustacheTypedLibrary(FolioMustache.MustacheLibrary(templates: ["names": newNames]))
precondition(namesLibrary.render(typedConstant, withTemplate: "names") == newNames.render(newConstant), "the typed render differs on the names template")
let typedName = secondsPerRender(renders: 20_000) { namesLibrary.render(typedConstant, withTemplate: "names")! } / Double(names)
print(String(format: "  swift-mustache %.3f µs, FolioMustache %.3f µs: %.1fx; typed %.3f µs: %.1fx", oldName * 1e6, newName * 1e6, oldName / newName,
             typedName * 1e6, oldName / typedName))

let typedLibrary = FolioMustache.MustacheTypedLibrary(newLibrary)
print("per page of the default theme (one thread):")
for (label, template, oldView, newView, renders) in [
    ("memo page", "memo", oldViews.memoPage, newViews.memoPage, 20_000), ("list page, 50 memos", "account", oldViews.listPage, newViews.listPage, 2_000),
] {
    let old = oldLibrary.render(oldView, withTemplate: template)!
    let new = newLibrary.render(newView, withTemplate: template)!
    precondition(old == new, "the engines differ on \(template)")
    let oldPage = secondsPerRender(renders: renders) { oldLibrary.render(oldView, withTemplate: template)! }
    let newPage = secondsPerRender(renders: renders) { newLibrary.render(newView, withTemplate: template)! }
    let typedView = TypedView(newView)
    precondition(typedLibrary.render(typedView, withTemplate: template) == new, "the typed render differs on \(template)")
    let typedPage = secondsPerRender(renders: renders) { typedLibrary.render(typedView, withTemplate: template)! }
    print(String(format: "  %@: swift-mustache %.1f µs, FolioMustache %.1f µs: %.1fx; typed %.1f µs: %.1fx (%d bytes)", label, oldPage * 1e6,
                 newPage * 1e6, oldPage / newPage, typedPage * 1e6, oldPage / typedPage, new.utf8.count))
}
