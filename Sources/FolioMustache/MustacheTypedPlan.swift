//
// FOLIO PATCH 6 (see PATCHES.md): a template compiled once for the typed render. Its tokens
// become steps whose payloads are plain numbers (section bodies, block defaults and overrides
// are ranges of the same steps), so running them copies nothing: copying tokens, each with
// its strings and nested templates, was a tenth of the typed render's time.
//

/// A tag's name and transforms, read where the plan keeps them.
final class MustacheTypedTag: Sendable {
    let name: MustacheName
    let transforms: [String]

    init(_ name: MustacheName, _ transforms: [String]) {
        self.name = name
        self.transforms = transforms
    }
}

/// One template's steps.
final class MustacheTypedPlan: Sendable {
    enum Step {
        /// `texts[0]`
        case text(Int)
        /// `tags[0]`, escaped or not
        case variable(Int, escaped: Bool)
        /// `tags[0]`, its body the steps up to `end`
        case section(Int, end: Int)
        case invertedSection(Int, end: Int)
        /// The block called `texts[name]`, its default the steps up to `end`; `indentation` is a
        /// `texts` index or -1.
        case block(name: Int, indentation: Int, end: Int)
        /// The partial called `texts[name]` (or, when dynamic, named by `tags[name]`), the
        /// blocks it overrides `overrides[overrides]` (or -1), their bodies the steps up to `end`.
        case partial(name: Int, dynamic: Bool, indentation: Int, overrides: Int, end: Int)
        /// What only the untyped renderer does (a content type).
        case untyped
    }

    let steps: [Step]
    let texts: [String]
    /// `texts` as UTF-8, which a `.text` step appends to the output as it is.
    let utf8Texts: [[UInt8]]
    let tags: [MustacheTypedTag]
    /// Block name → its body, in these steps.
    let overrides: [[String: Range<Int>]]

    init(_ template: MustacheTemplate) {
        var compiler = Compiler()
        compiler.add(template.tokens)
        (steps, texts, tags, overrides) = (compiler.steps, compiler.texts, compiler.tags, compiler.overrides)
        utf8Texts = texts.map { Array($0.utf8) }
    }

    private struct Compiler {
        var steps: [Step] = []
        var texts: [String] = []
        var tags: [MustacheTypedTag] = []
        var overrides: [[String: Range<Int>]] = []

        mutating func add(_ tokens: [MustacheTemplate.Token]) {
            for token in tokens { add(token) }
        }

        mutating func text(_ text: String?) -> Int {
            guard let text else { return -1 }
            texts.append(text)
            return texts.count - 1
        }

        mutating func tag(_ name: MustacheName, _ transforms: [String]) -> Int {
            tags.append(MustacheTypedTag(name, transforms))
            return tags.count - 1
        }

        /// A place for a step whose body follows it; `close` fills it in once the body is added.
        mutating func open() -> Int {
            steps.append(.untyped)
            return steps.count - 1
        }

        mutating func close(_ at: Int, _ step: (_ end: Int) -> Step) {
            steps[at] = step(steps.count)
        }

        mutating func add(_ token: MustacheTemplate.Token) {
            switch token {
            case .text(let text):
                steps.append(.text(self.text(text)))
            case .variable(let name, let transforms):
                steps.append(.variable(tag(name, transforms), escaped: true))
            case .unescapedVariable(let name, let transforms):
                steps.append(.variable(tag(name, transforms), escaped: false))
            case .section(let name, let transforms, let template):
                let (tag, at) = (tag(name, transforms), open())
                add(template.tokens)
                close(at) { .section(tag, end: $0) }
            case .invertedSection(let name, let transforms, let template):
                let (tag, at) = (tag(name, transforms), open())
                add(template.tokens)
                close(at) { .invertedSection(tag, end: $0) }
            case .blockExpansion(let name, let defaultTemplate, let indentation):
                let (name, indentation, at) = (text(name), text(indentation), open())
                add(defaultTemplate.tokens)
                close(at) { .block(name: name, indentation: indentation, end: $0) }
            case .partial(let name, let indentation, let inherits):
                addPartial(name: text(name), dynamic: false, indentation: text(indentation), inherits: inherits)
            case .dynamicNamePartial(let name, let indentation, let inherits):
                addPartial(name: tag(MustacheName(name), []), dynamic: true, indentation: text(indentation), inherits: inherits)
            case .contentType, .blockDefinition:
                steps.append(.untyped)
            }
        }

        mutating func addPartial(name: Int, dynamic: Bool, indentation: Int, inherits: [String: MustacheTemplate]?) {
            let at = open()
            var index = -1
            if let inherits {
                var bodies: [String: Range<Int>] = [:]
                for (block, template) in inherits {
                    let start = steps.count
                    add(template.tokens)
                    bodies[block] = start..<steps.count
                }
                overrides.append(bodies)
                index = overrides.count - 1
            }
            close(at) { .partial(name: name, dynamic: dynamic, indentation: indentation, overrides: index, end: $0) }
        }
    }
}
