//
// FOLIO PATCH 6 (see PATCHES.md): names looked up in typed values, by the rules of
// `MustacheTemplate.getChild(named:transforms:context:)`.
//

extension MustacheTypedRender {
    /// The value the plan's tag at `index` gives: its name looked up, then its transforms
    /// applied, innermost first. (FOLIO PATCH 8: the tag and its name's parts are read through
    /// the plan's pointers.)
    func value(of index: Int, in plan: MustacheTypedPlan, scope: MustacheTypedScope) throws(MustacheNeedsUntypedRender) -> MustacheValue? {
        let tag = plan.tagTable.baseAddress! + index
        let parts = UnsafeBufferPointer(rebasing: plan.parts[tag.pointee.parts])
        if tag.pointee.transforms.isEmpty { return try value(named: tag.pointee.name.kind, parts) }
        let (name, transforms) = (tag.pointee.name, tag.pointee.transforms)
        // Transforms are rare and work on untyped values: run them as the untyped renderer does.
        var child: Any
        if name.kind == .empty {
            guard let sequence = scope.sequence else { return nil }
            child = sequence
        } else {
            switch try value(named: name.kind, parts) {
            case nil: return nil
            case .other: throw MustacheNeedsUntypedRender()
            case let value?: child = value.untyped
            }
        }
        for transform in transforms.reversed() {
            guard let runnable = child as? MustacheTransformable, let transformed = runnable.transform(transform) else { return nil }
            child = transformed
        }
        switch child {
        case let bool as Bool: return .bool(bool)
        case let number as Int: return .number(number)
        // A `String` renders as text does; inside its section no name finds anything in it, where
        // in text `text` would stop the typed render: the same output either way.
        case let text as String: return .text(text)
        default: throw MustacheNeedsUntypedRender()
        }
    }

    /// The value a tag's name gives: the name of that kind, its parts those between its dots.
    private func value(named kind: MustacheName.Kind, _ parts: UnsafeBufferPointer<String>) throws(MustacheNeedsUntypedRender) -> MustacheValue? {
        switch kind {
        case .current, .empty:
            // `.`, and `{{}}` without a transform (the stack with no parts): the top of the stack.
            return stack[stack.count - 1]
        case .local:
            return try Self.value(at: parts[...], in: stack[stack.count - 1])
        case .stack:
            guard let first = parts.first else { return stack[stack.count - 1] }
            // FOLIO PATCH 8: each object on the stack is asked where it lies; passed from the
            // array, each was copied first and the copy destroyed after.
            return try stack.withUnsafeBufferPointer { (stack) throws(MustacheNeedsUntypedRender) -> MustacheValue? in
                for index in stack.indices.reversed() {
                    if let found = try Self.child(named: first, of: stack[index]) {
                        return parts.count == 1 ? found : try Self.value(at: parts.dropFirst(), in: found)
                    }
                }
                return nil
            }
        }
    }

    /// `value`'s child at `parts` (`a.b.c`), or `value` when there are no parts.
    private static func value(at parts: Slice<UnsafeBufferPointer<String>>, in value: MustacheValue) throws(MustacheNeedsUntypedRender) -> MustacheValue? {
        var value = value
        for part in parts {
            guard let child = try child(named: part, of: value) else { return nil }
            value = child
        }
        return value
    }

    /// What `MustacheStackEntry.child(named:of:)` finds in the untyped form of `value`.
    private static func child(named name: String, of value: MustacheValue) throws(MustacheNeedsUntypedRender) -> MustacheValue? {
        switch value {
        case .parent(let parent):
            return parent.typedChild(named: name)
        case .bool, .number:
            return nil  // reflection finds no children in a Bool or an Int
        case .text, .utf8:
            // Reflection finds `text` in a `MustacheText`, as a `String`: left to the untyped renderer.
            if name == "text" { throw MustacheNeedsUntypedRender() }
            return nil
        case .sequence:
            if name == "items" { throw MustacheNeedsUntypedRender() }  // `MustacheTypedItems.items`
            return nil
        case .other:
            throw MustacheNeedsUntypedRender()
        }
    }
}
