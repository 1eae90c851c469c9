import FolioMustache

/// Text a view hands to a template (see `TemplateView`): renders as the string, is never
/// null (so `{{#title}}` shows even when empty, as a `String` does), and takes the same
/// transforms (`{{uppercased(title)}}`).
struct TemplateText: MustacheCustomRenderable, MustacheTransformable {
    let text: String

    init(_ text: String) {
        self.text = text
    }

    var renderText: String { text }
    var isNull: Bool { false }

    func transform(_ name: String) -> Any? {
        text.transform(name)
    }
}
