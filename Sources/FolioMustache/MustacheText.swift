//
// FOLIO PATCH 5 (see PATCHES.md): text that a MustacheParent hands out, told by its own type
// before any protocol cast. It renders, transforms and opens sections as a String does; the
// renderer looks for it first, so the usual `{{name}}` costs no protocol conformance lookup.
//

/// A string as a template reads it: rendered (and escaped) as the string, never null, and taking
/// the same transforms as `String`.
public struct MustacheText: MustacheCustomRenderable, MustacheTransformable, Sendable {
    public let text: String

    public init(_ text: String) {
        self.text = text
    }

    public var renderText: String { text }
    public var isNull: Bool { false }

    public func transform(_ name: String) -> Any? {
        text.transform(name)
    }
}
