//
// FOLIO PATCH 6 (see PATCHES.md): values told by their kind. A `MustacheTypedParent` answers a
// name with a `MustacheValue`, so `MustacheTypedLibrary` renders it with no `Any`, no
// cast and no reflection. To the untyped renderer the same parent is a `MustacheParent`, each
// value handed over as `untyped`, so both renderers read one object the same way.
//

/// A value as a template reads it, told by its kind.
public enum MustacheValue {
    /// Text: renders (escaped) as the string, opens a section holding it, is never null.
    case text(String)
    /// FOLIO PATCH 7: text as UTF-8 bytes (`MustacheUTF8`), read as `.text` of the same text.
    case utf8(MustacheUTF8)
    case bool(Bool)
    case number(Int)
    case parent(any MustacheTypedParent)
    case sequence(any MustacheTypedSequence)
    /// Anything else: the typed render leaves a template that reaches one to the untyped renderer.
    case other(Any)

    /// The value as the untyped renderer is handed it.
    public var untyped: Any {
        switch self {
        case .text(let text): MustacheText(text)
        case .utf8(let text): MustacheText(text.text)
        case .bool(let bool): bool
        case .number(let number): number
        case .parent(let parent): parent
        case .sequence(let sequence): MustacheTypedItems(items: sequence)
        case .other(let value): value
        }
    }
}

/// An object whose children are typed values. It must not also be a
/// `MustacheCustomRepresentation`, `MustacheCustomRenderable` or lambda: the typed render does not
/// look for those.
public protocol MustacheTypedParent: MustacheParent {
    func typedChild(named name: String) -> MustacheValue?
}

extension MustacheTypedParent {
    public func child(named name: String) -> Any? {
        typedChild(named: name)?.untyped
    }
}

/// A section's items, read by position.
public protocol MustacheTypedSequence {
    var count: Int { get }
    func item(at index: Int) -> MustacheValue
}

/// A typed sequence as the untyped renderer reads it. Its one stored property, `items`, is what
/// reflection finds in it, as it is on the stack for an inverted section over no items.
struct MustacheTypedItems: MustacheSequence {
    let items: any MustacheTypedSequence

    func makeIterator() -> LazyMapSequence<Range<Int>, Any>.Iterator {
        (0..<items.count).lazy.map { items.item(at: $0).untyped }.makeIterator()
    }
}
