//
// FOLIO PATCH 6 (see PATCHES.md): rendering typed values. The same tokens, in the same order,
// with the same rules as `render(context:into:)` (stack climbing, sections, inverted sections,
// partials, inheritance, indentation, HTML escaping, transforms), but each value is a
// `MustacheValue`, so no name costs a cast. What only the untyped renderer knows (lambdas,
// content types, `.other` values, reflection into a text or a sequence, a
// transform giving anything but text, a flag or a number) stops the typed render, and the
// caller renders the template untyped instead.
//

/// Thrown inside a typed render when the untyped renderer must do it.
struct MustacheNeedsUntypedRender: Error {}

/// What a `MustacheContext` holds besides its stack, as the typed render passes it down.
struct MustacheTypedScope {
    var indentation: String?
    var inherited: [String: MustacheTemplate]?
    /// The item's place while a sequence's items render (`{{#last()}}`).
    var sequence: MustacheSequenceContext?
}

/// One typed render: its output and its context stack (a section pushes, then pops).
struct MustacheTypedRender {
    let library: MustacheLibrary
    var stack: [MustacheValue]
    var output = ""

    init(_ object: any MustacheTypedParent, library: MustacheLibrary) {
        self.library = library
        self.stack = [.parent(object)]
    }

    /// As `MustacheTemplate.render(context:into:)`.
    mutating func render(_ template: MustacheTemplate, scope: MustacheTypedScope) throws(MustacheNeedsUntypedRender) {
        let tokens = template.tokens
        if let indentation = scope.indentation, indentation != "" {
            let start = output.utf8.count
            for index in tokens.indices {
                let mark = output.utf8.count
                let onNewLine = MustacheTemplate.endsWithNewline(output, from: start)
                try self.render(tokens[index], scope: scope)
                if onNewLine, output.utf8.count > mark {
                    output.insert(contentsOf: indentation, at: output.utf8.index(output.utf8.startIndex, offsetBy: mark))
                }
            }
        } else {
            for index in tokens.indices {
                try self.render(tokens[index], scope: scope)
            }
        }
    }

    private mutating func render(_ token: MustacheTemplate.Token, scope: MustacheTypedScope) throws(MustacheNeedsUntypedRender) {
        switch token {
        case .text(let text):
            output += text

        case .variable(let name, let transforms):
            switch try self.value(named: name, transforms: transforms, scope: scope) {
            case .text(let text): text.htmlEscape(into: &output)
            case .bool(let bool): (bool ? "true" : "false").htmlEscape(into: &output)
            case .number(let number): String(number).htmlEscape(into: &output)
            case nil: break
            case .parent, .sequence, .other: throw MustacheNeedsUntypedRender()
            }

        case .unescapedVariable(let name, let transforms):
            switch try self.value(named: name, transforms: transforms, scope: scope) {
            case .text(let text): output += text
            case .bool(let bool): output += bool ? "true" : "false"
            case .number(let number): output += String(number)
            case nil: break
            case .parent, .sequence, .other: throw MustacheNeedsUntypedRender()
            }

        case .section(let name, let transforms, let template):
            switch try self.value(named: name, transforms: transforms, scope: scope) {
            case .bool(let bool):
                if bool { try self.render(template, scope: scope) }
            case .sequence(let items):
                let count = items.count
                for index in 0..<count {
                    let item = items.item(at: index)
                    if case .other = item { throw MustacheNeedsUntypedRender() }
                    var place = MustacheSequenceContext(first: index == 0, last: index == count - 1)
                    place.index = index
                    try self.render(template, pushing: item, scope: scope, sequence: place)
                }
            case .other: throw MustacheNeedsUntypedRender()
            case let value?: try self.render(template, pushing: value, scope: scope)
            case nil: break
            }

        case .invertedSection(let name, let transforms, let template):
            switch try self.value(named: name, transforms: transforms, scope: scope) {
            case .bool(let bool):
                if !bool { try self.render(template, scope: scope) }
            case .sequence(let items):
                // As the untyped renderer does: the empty sequence is pushed.
                if items.count == 0 { try self.render(template, pushing: .sequence(items), scope: scope) }
            case .other: throw MustacheNeedsUntypedRender()
            case nil: try self.render(template, scope: scope)
            case .text, .number, .parent: break
            }

        case .blockExpansion(let name, let defaultTemplate, let indented):
            let inner = MustacheTypedScope(indentation: Self.indentation(scope.indentation, adding: indented), inherited: scope.inherited)
            try self.render(scope.inherited?[name] ?? defaultTemplate, scope: inner)

        case .partial(let name, let indented, let overrides):
            try self.render(partial: name, indented: indented, overrides: overrides, scope: scope)

        case .dynamicNamePartial(let name, let indented, let overrides):
            switch try self.value(named: MustacheName(name), transforms: [], scope: scope) {
            case .text(let name): try self.render(partial: name, indented: indented, overrides: overrides, scope: scope)
            case .other: throw MustacheNeedsUntypedRender()
            default: break  // only text names a partial
            }

        case .contentType, .blockDefinition:
            throw MustacheNeedsUntypedRender()
        }
    }

    private mutating func render(partial name: String, indented: String?, overrides: [String: MustacheTemplate]?,
                                 scope: MustacheTypedScope) throws(MustacheNeedsUntypedRender) {
        guard let template = library.getTemplate(named: name) else { return }
        var inherited = scope.inherited
        if let overrides {
            inherited = inherited.map { $0.merging(overrides) { outer, _ in outer } } ?? overrides
        }
        try self.render(template, scope: MustacheTypedScope(indentation: Self.indentation(scope.indentation, adding: indented), inherited: inherited))
    }

    /// A section's object pushed (a new scope's `sequence` is that of the item, if it is one).
    private mutating func render(_ template: MustacheTemplate, pushing value: MustacheValue, scope: MustacheTypedScope,
                                 sequence: MustacheSequenceContext? = nil) throws(MustacheNeedsUntypedRender) {
        stack.append(value)
        defer { stack.removeLast() }
        try self.render(template, scope: MustacheTypedScope(indentation: scope.indentation, inherited: scope.inherited, sequence: sequence))
    }

    private static func indentation(_ indentation: String?, adding indented: String?) -> String? {
        guard let indented else { return indentation }
        return (indentation ?? "") + indented
    }
}
