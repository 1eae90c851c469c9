/// A link to a list with how much it holds: an account, an author, a tag.
struct CountedLinkView: Sendable, TemplateFields {
    let name: String
    let href: String
    let countText: String
}
