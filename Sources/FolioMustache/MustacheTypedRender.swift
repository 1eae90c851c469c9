//
// FOLIO PATCH 6 (see PATCHES.md): rendering typed values. The same tokens (compiled into a
// `MustacheTypedPlan`), in the same order, with the same rules as `render(context:into:)` (stack
// climbing, sections, inverted sections, partials, inheritance, indentation, HTML escaping,
// transforms), but each value is a `MustacheValue`, so no name costs a cast. What only the
// untyped renderer knows (lambdas, content types, `.other` values, reflection into a text or a
// sequence, a transform giving anything but text, a flag or a number) stops the typed render,
// and the caller renders the template untyped instead.
//

/// Thrown inside a typed render when the untyped renderer must do it.
struct MustacheNeedsUntypedRender: Error {}

/// What a `MustacheContext` holds besides its stack, as the typed render passes it down.
struct MustacheTypedScope {
    var indentation: String?
    /// Block name → the body that overrides it.
    var inherited: [String: (plan: MustacheTypedPlan, body: Range<Int>)]?
    /// The item's place while a sequence's items render (`{{#last()}}`).
    var sequence: MustacheSequenceContext?
}

/// One typed render: its output, as UTF-8, and its context stack (a section pushes, then pops).
/// Bytes, not a String: appending to a String checked each piece again, and the page is written
/// as bytes anyway.
struct MustacheTypedRender {
    let plans: [String: MustacheTypedPlan]
    var stack: [MustacheValue]
    var output: [UInt8] = []

    init(_ object: any MustacheTypedParent, plans: [String: MustacheTypedPlan]) {
        self.plans = plans
        self.stack = [.parent(object)]
    }

    /// As `MustacheTemplate.render(context:into:)`, for the steps in `range` (a template's tokens).
    mutating func run(_ plan: MustacheTypedPlan, _ range: Range<Int>, scope: MustacheTypedScope) throws(MustacheNeedsUntypedRender) {
        var index = range.lowerBound
        if let indentation = scope.indentation, indentation != "" {
            let start = output.count
            while index < range.upperBound {
                let mark = output.count
                let onNewLine = MustacheTemplate.endsWithNewline(output, from: start)
                index = try self.step(plan, index, scope: scope)
                if onNewLine, output.count > mark {
                    output.insert(contentsOf: indentation.utf8, at: mark)
                }
            }
        } else {
            while index < range.upperBound {
                index = try self.step(plan, index, scope: scope)
            }
        }
    }

    /// Runs the step at `index` (a token); returns the index of the next.
    /// FOLIO PATCH 8: steps, texts and tags are read through the plan's pointers.
    private mutating func step(_ plan: MustacheTypedPlan, _ index: Int, scope: MustacheTypedScope) throws(MustacheNeedsUntypedRender) -> Int {
        switch plan.stepTable[index] {
        case .text(let text):
            output.append(contentsOf: plan.textBytes(text))
            return index + 1

        case .variable(let tag, let escaped):
            switch try self.value(of: tag, in: plan, scope: scope) {
            case .text(let text): escaped ? text.htmlEscape(into: &output) : output.append(contentsOf: text.utf8)
            case .utf8(let text):
                if escaped {
                    text.bytes.withUnsafeBufferPointer { String.htmlEscape($0, into: &output) }
                } else {
                    output.append(contentsOf: text.bytes)
                }
            case .bool(let bool): output.append(contentsOf: (bool ? "true" : "false").utf8)
            case .number(let number): output.append(contentsOf: String(number).utf8)
            case nil: break
            case .parent, .sequence, .other: throw MustacheNeedsUntypedRender()
            }
            return index + 1

        case .section(let tag, let end):
            let body = index + 1..<end
            switch try self.value(of: tag, in: plan, scope: scope) {
            case .bool(let bool):
                if bool { try self.run(plan, body, scope: scope) }
            case .sequence(let items):
                let count = items.count
                for position in 0..<count {
                    let item = items.item(at: position)
                    if case .other = item { throw MustacheNeedsUntypedRender() }
                    var place = MustacheSequenceContext(first: position == 0, last: position == count - 1)
                    place.index = position
                    try self.run(plan, body, pushing: item, scope: scope, sequence: place)
                }
            case .other: throw MustacheNeedsUntypedRender()
            case let value?: try self.run(plan, body, pushing: value, scope: scope)
            case nil: break
            }
            return end

        case .invertedSection(let tag, let end):
            let body = index + 1..<end
            switch try self.value(of: tag, in: plan, scope: scope) {
            case .bool(let bool):
                if !bool { try self.run(plan, body, scope: scope) }
            case .sequence(let items):
                // As the untyped renderer does: the empty sequence is pushed.
                if items.count == 0 { try self.run(plan, body, pushing: .sequence(items), scope: scope) }
            case .other: throw MustacheNeedsUntypedRender()
            case nil: try self.run(plan, body, scope: scope)
            case .text, .utf8, .number, .parent: break
            }
            return end

        case .block(let name, let indented, let end):
            let inner = MustacheTypedScope(indentation: Self.indentation(scope.indentation, adding: indented, in: plan), inherited: scope.inherited)
            if let override = scope.inherited?[plan.texts[name]] {
                try self.run(override.plan, override.body, scope: inner)
            } else {
                try self.run(plan, index + 1..<end, scope: inner)
            }
            return end

        case .partial(let name, let dynamic, let indented, let overrides, let end):
            let partialName: String
            if dynamic {
                switch try self.value(of: name, in: plan, scope: scope) {
                case .text(let text): partialName = text
                case .utf8(let text): partialName = text.text
                case .other: throw MustacheNeedsUntypedRender()
                default: return end  // only text names a partial
                }
            } else {
                partialName = plan.texts[name]
            }
            guard let partial = plans[partialName] else { return end }
            var inherited = scope.inherited
            if overrides >= 0 {
                let bodies = plan.overrides[overrides].mapValues { (plan: plan, body: $0) }
                inherited = inherited.map { $0.merging(bodies) { outer, _ in outer } } ?? bodies
            }
            let inner = MustacheTypedScope(indentation: Self.indentation(scope.indentation, adding: indented, in: plan), inherited: inherited)
            try self.run(partial, partial.stepTable.indices, scope: inner)
            return end

        case .untyped:
            throw MustacheNeedsUntypedRender()
        }
    }

    /// A section's object pushed (a new scope's `sequence` is that of the item, if it is one).
    private mutating func run(_ plan: MustacheTypedPlan, _ body: Range<Int>, pushing value: MustacheValue, scope: MustacheTypedScope,
                              sequence: MustacheSequenceContext? = nil) throws(MustacheNeedsUntypedRender) {
        stack.append(value)
        defer { stack.removeLast() }
        try self.run(plan, body, scope: MustacheTypedScope(indentation: scope.indentation, inherited: scope.inherited, sequence: sequence))
    }

    private static func indentation(_ indentation: String?, adding indented: Int, in plan: MustacheTypedPlan) -> String? {
        guard indented >= 0 else { return indentation }
        return (indentation ?? "") + plan.texts[indented]
    }
}
