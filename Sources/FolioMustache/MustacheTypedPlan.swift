//
// FOLIO PATCH 6 (see PATCHES.md): a template compiled once for the typed render. Its tokens
// become steps whose payloads are plain numbers (section bodies, block defaults and overrides
// are ranges of the same steps), so running them copies nothing: copying tokens, each with
// its strings and nested templates, was a tenth of the typed render's time.
//

/// A tag's name and transforms, read where the plan keeps them.
struct MustacheTypedTag {
    let name: MustacheName
    /// FOLIO PATCH 8: where the name's parts are in the plan's `parts`.
    let parts: Range<Int>
    let transforms: [String]
}

/// One template's steps.
///
/// FOLIO PATCH 8 (see PATCHES.md): the render reads steps, texts, tags and names from memory the
/// plan owns, through pointers. Read from the plan's arrays, each step retained and released
/// those arrays, which every thread rendering pages shares, so the threads contended for their
/// reference counts: a quarter of a build's `swift_retain`.
/// The memory is written once, here, and freed with the plan; nothing changes it in between, so
/// the plan is `Sendable` as its arrays were (unchecked: the compiler cannot see that of raw pointers).
final class MustacheTypedPlan: @unchecked Sendable {
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

    let texts: [String]
    /// Block name → its body, in these steps.
    let overrides: [[String: Range<Int>]]

    /// FOLIO PATCH 8: the steps, each tag's name and transforms, and the names' parts, as the
    /// render reads them.
    let stepTable: UnsafeBufferPointer<Step>
    /// Every text's UTF-8 bytes, one after another (a `.text` step appends its text's to the
    /// output as they are), and where each is among them.
    let textUTF8: UnsafeBufferPointer<UInt8>
    let textSpans: UnsafeBufferPointer<Range<Int>>
    let tagTable: UnsafeBufferPointer<MustacheTypedTag>
    /// Every tag's name parts, one tag's after another's (`MustacheTypedTag.parts`).
    let parts: UnsafeBufferPointer<String>

    init(_ template: MustacheTemplate) {
        var compiler = Compiler()
        compiler.add(template.tokens)
        (texts, overrides) = (compiler.texts, compiler.overrides)
        let utf8Texts = texts.map { Array($0.utf8) }
        stepTable = Self.owned(compiler.steps)
        textUTF8 = Self.owned(utf8Texts.flatMap { $0 })
        var start = 0
        textSpans = Self.owned(utf8Texts.map { text in
            defer { start += text.count }
            return start..<start + text.count
        })
        tagTable = Self.owned(compiler.tags)
        parts = Self.owned(compiler.parts)
    }

    deinit {
        stepTable.deallocate()
        textUTF8.deallocate()
        textSpans.deallocate()
        _ = UnsafeMutableBufferPointer(mutating: tagTable).deinitialize()
        tagTable.deallocate()
        _ = UnsafeMutableBufferPointer(mutating: parts).deinitialize()
        parts.deallocate()
    }

    /// A copy of `elements` in memory of its own.
    private static func owned<Element>(_ elements: [Element]) -> UnsafeBufferPointer<Element> {
        let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: elements.count)
        _ = buffer.initialize(from: elements)
        return UnsafeBufferPointer(buffer)
    }

    /// The text at `index` in `texts`, as UTF-8.
    func textBytes(_ index: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: textUTF8[textSpans[index]])
    }

    private struct Compiler {
        var steps: [Step] = []
        var texts: [String] = []
        var tags: [MustacheTypedTag] = []
        var parts: [String] = []
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
            parts += name.parts
            tags.append(MustacheTypedTag(name: name, parts: parts.count - name.parts.count..<parts.count, transforms: transforms))
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
