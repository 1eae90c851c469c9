/// Each template's fingerprint together with every partial and parent it reaches, by name: a
/// page's print holds its template's, so editing a template re-renders only the pages that use
/// it. Partials are found with `TemplateTag`; a template that changes its delimiters or names a
/// partial dynamically (`{{>*name}}`) could reach any other, so its print covers every template.
struct TemplatePrints: Sendable {
    private(set) var prints: [String: Fingerprint] = [:]

    init(theme: Theme) {
        let texts = Dictionary(theme.templates.map { ($0.templateName, $0.text) }, uniquingKeysWith: { _, last in last })
        // Each template's tags are scanned once; nil where they cannot be told.
        let named = texts.mapValues { text in TemplateTag.scan(text).flatMap(Self.named) }
        for name in texts.keys {
            let names = Self.partials(of: name, in: named) ?? Set(texts.keys)
            var print = ViewPrint()
            for used in names.sorted() {
                print.add(used)
                print.add(texts[used])
            }
            prints[name] = print.fingerprint
        }
    }

    /// The print of the template `name`, or a print of the name alone when there is none (the
    /// page then fails to render, and is rendered again next time).
    func print(of name: String) -> String {
        prints[name]?.hash ?? "missing \(name)"
    }

    /// The partials and parents `tags` name, or nil when one is named dynamically (`{{>*name}}`).
    private static func named(_ tags: [TemplateTag]) -> [String]? {
        var names: [String] = []
        for tag in tags where tag.kind == .partial || tag.kind == .parent {
            if tag.name.hasPrefix("*") { return nil }
            names.append(tag.name)
        }
        return names
    }

    /// `name` and every template its partial and parent tags reach; nil when that cannot be told.
    private static func partials(of name: String, in named: [String: [String]?]) -> Set<String>? {
        var found: Set<String> = [name]
        var queue = [name]
        while let next = queue.popLast() {
            guard let names = named[next] else { continue }
            guard let names else { return nil }
            for used in names where found.insert(used).inserted { queue.append(used) }
        }
        return found
    }
}
