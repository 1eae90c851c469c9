/// A figure with what it counts: `12` `books finished`.
struct NumberView: Sendable, TemplateFields {
    let value: String
    let label: String
}
