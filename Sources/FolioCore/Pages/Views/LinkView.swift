/// The values templates read. Property names are the template's variable names (see README).
struct LinkView: Sendable, TemplateFields {
    let title: String
    let href: String
}
