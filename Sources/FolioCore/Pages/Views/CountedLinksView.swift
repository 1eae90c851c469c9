/// A list of named links with counts: the book tags' index.
struct CountedLinksView: Sendable, TemplateFields {
    let title: String
    let countText: String
    let links: [CountedLinkView]
}
