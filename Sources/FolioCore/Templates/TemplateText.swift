import FolioMustache

/// Text a view hands to a template (see `TemplateView`): renders as the string, is never
/// null (so `{{#title}}` shows even when empty, as a `String` does), and takes the same
/// transforms (`{{uppercased(title)}}`). It is FolioMustache's `MustacheText`, which the renderer
/// tells by its type before any protocol cast (PATCHES.md, patch 5).
typealias TemplateText = MustacheText
