import FolioBase
import FolioModel
import FolioOutput

/// Checks, before any page is rendered, that every name a template uses is one that some view on
/// its context stack has, and that every partial and parent it names exists. Each page template
/// is read with its page's view (`PageTemplates`) over `LayoutValues`; a section over a view
/// (or an array or optional of views) adds that view for the tags inside it, and a partial is
/// read with the stack it is included with. A template read with several stacks (the layout,
/// a partial) is wrong only where a name is known in none of them: `{{#pager}}` in the layout is
/// fine, because list pages have one; the tags inside a section no view here has are not read.
/// swift-mustache would render an unknown name as empty text without a word; here it is a
/// warning naming the file, line and column.
package struct TemplateNameCheck {
    package let templates: [String: ThemeFile]
    package let pages: [String: TemplateView.Type]
    /// The keys of the interface strings (`{{strings.key}}`): they differ by site.
    package let strings: Set<String>
    private var scanned: [String: [TemplateTag]?] = [:]
    private var visited: Set<VisitKey> = []
    private var problems: [String: FolioError] = [:]
    private var resolved: Set<String> = []
    private var order: [String] = []
    /// Each view's names, made once (`templateNames` builds its table on every call).
    private var namesByView: [ObjectIdentifier: [String: Any.Type]] = [:]
    /// `TemplateNesting.view(in:)` of each type asked (each answer is a few protocol lookups).
    private var nesting: [ObjectIdentifier: TemplateView.Type?] = [:]

    /// Templates named in `unparsed` (already reported) exist but are not read.
    package init(theme: Theme, pages: [String: TemplateView.Type] = PageTemplates.views, unparsed: Set<String> = [], strings: Set<String> = Set(InterfaceStrings.english.values.keys)) {
        self.strings = strings
        templates = Dictionary(theme.templates.map { ($0.templateName, $0) }, uniquingKeysWith: { _, last in last })
        self.pages = pages
        for name in unparsed { scanned[name] = .some(nil) }
    }

    /// The problems found, in the order of the page templates' names and then of the tags.
    package mutating func check() -> [FolioError] {
        for name in pages.keys.sorted() where templates[name] != nil {
            read(name, stack: [LayoutValues.self, pages[name]!], including: [])
        }
        return order.filter { !resolved.contains($0) }.compactMap { problems[$0] }
    }

    private mutating func tags(of name: String) -> [TemplateTag]? {
        if let known = scanned[name] { return known }
        let tags = templates[name].flatMap { TemplateTag.scan($0.text) }
        scanned[name] = tags
        return tags
    }

    private mutating func read(_ name: String, stack start: [TemplateView.Type], including: [String]) {
        let key = VisitKey(template: name, stack: start.map(ObjectIdentifier.init))
        guard visited.insert(key).inserted, let file = templates[name], let tags = tags(of: name) else { return }
        var stack = start
        var opened: [Int] = []  // views each open section added
        var skipping: Int?  // inside a section no view here has, from this depth
        for tag in tags {
            if let depth = skipping {
                if tag.kind == .close {
                    opened.removeLast()
                    if opened.count == depth { skipping = nil }
                } else if [.section, .inverted, .block, .parent].contains(tag.kind) {
                    opened.append(0)
                }
                continue
            }
            switch tag.kind {
            case .value, .section, .inverted:
                var found: Any.Type?
                switch resolve(tag.lookedUp, in: stack) {
                case .found(let type):
                    found = type
                    note(tag, in: file, known: true) { _ in "" }
                case .missing(let name, let views):
                    note(tag, in: file, known: false) {
                        "uses \(tag.name.quotedForMessage), which no view here has\($0.suggestion(for: name, in: tag.lookedUp, among: views))"
                    }
                    if tag.kind == .section {
                        skipping = opened.count
                        opened.append(0)
                        continue
                    }
                }
                guard tag.kind != .value else { continue }
                let view = tag.kind == .section ? found.flatMap { nested(in: $0) } : nil
                if let view { stack.append(view) }
                opened.append(view == nil ? 0 : 1)
            case .block:
                opened.append(0)
            case .parent, .partial:
                if tag.kind == .parent { opened.append(0) }
                if templates[tag.name] == nil {
                    // Rendered, the page would lose what the template was to hold: an error.
                    let kind = tag.kind == .parent ? "parent template" : "partial"
                    note(tag, in: file, known: false, severity: .error) {
                        "names the \(kind) \(tag.name.quotedForMessage), which does not exist\(ClosestName.suggestion(for: tag.name, among: $0.templates.keys)); "
                            + "there are: \($0.templates.keys.sorted().joined(separator: ", "))"
                    }
                } else if !including.contains(tag.name) {
                    read(tag.name, stack: stack, including: including + [name])
                }
            case .close:
                if let added = opened.popLast() { stack.removeLast(added) }
            }
        }
    }

    private mutating func nested(in type: Any.Type) -> TemplateView.Type? {
        if let known = nesting[ObjectIdentifier(type)] { return known }
        let view = TemplateNesting.view(in: type)
        nesting[ObjectIdentifier(type)] = .some(view)
        return view
    }

    /// A template read with a stack of views.
    private struct VisitKey: Hashable {
        package let template: String
        package let stack: [ObjectIdentifier]
    }

    package enum Lookup {
        /// The declared type, or nil for `.`, `index()` and names below a value that is not a view.
        case found(Any.Type?)
        /// No view on the stack has the first name, or the view on the way lacks the next one.
        case missing(String, among: [TemplateView.Type])
    }

    package mutating func resolve(_ names: [String], in stack: [TemplateView.Type]) -> Lookup {
        guard let first = names.first else { return .found(nil) }
        for view in stack where namesByView[ObjectIdentifier(view)] == nil {
            namesByView[ObjectIdentifier(view)] = self.names(of: view)
        }
        let known = namesByView
        guard var type = stack.reversed().lazy.compactMap({ known[ObjectIdentifier($0)]?[first] }).first else { return .missing(first, among: stack) }
        for name in names.dropFirst() {
            guard let view = nested(in: type) else { return .found(nil) }
            guard let next = self.names(of: view)[name] else { return .missing(name, among: [view]) }
            type = next
        }
        return .found(type)
    }

    /// The names a view has: its `templateNames`, or for the interface strings, their keys.
    private func names(of view: TemplateView.Type) -> [String: Any.Type] {
        view == InterfaceStrings.self ? Dictionary(uniqueKeysWithValues: strings.map { ($0, String.self as Any.Type) }) : view.templateNames
    }

    /// The whole name the tag likely meant: `path` with `name`, the part no view has, replaced by
    /// the closest name `views` have (`strings.home` for `strings.hom`).
    private func suggestion(for name: String, in path: [String], among views: [TemplateView.Type]) -> String {
        var names: Set<String> = []
        for view in views { names.formUnion(self.names(of: view).keys) }
        guard let closest = ClosestName.to(name, among: names), let index = path.lastIndex(of: name) else { return "" }
        var meant = path
        meant[index] = closest
        return " (did you mean \(meant.joined(separator: ".").quotedForMessage)?)"
    }

    /// Records whether a tag's name was found with this stack; `reason` is worked out only for
    /// the first stack that lacks it.
    private mutating func note(_ tag: TemplateTag, in file: ThemeFile, known: Bool, severity: FolioError.Severity = .warning, _ reason: (Self) -> String) {
        let location = SourceLocation(file: file.displayPath, line: tag.line, column: tag.column)
        let key = "\(location) \(tag.name)"
        if known {
            resolved.insert(key)
        } else if problems[key] == nil {
            problems[key] = FolioError(severity, at: location, "template \(reason(self))")
            order.append(key)
        }
    }
}
