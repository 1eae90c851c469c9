/// Previous/next and numbered links of a paged list.
struct PagerView: Sendable, TemplateFields {
    let number: Int
    let count: Int
    /// `page 2 of 5`, in the site's language.
    let pageOfText: String
    let previousHref: String?
    let nextHref: String?
    let pages: [PageNumberView]
}
