import Mustache

/// Text a view hands to a template (see `TemplateView`): renders as the string, is never
/// null (so `{{#title}}` shows even when empty, as a `String` does), and takes the same
/// transforms (`{{uppercased(title)}}`).
public struct TemplateText: MustacheCustomRenderable, MustacheTransformable {
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
