/// One labelled fact of a book: `Series` `Foundation #2`.
struct FactView: Sendable, TemplateFields {
    let label: String
    /// (Not `text`: inside `{{#href}}` that name would find the link's own text first.)
    let value: String
    /// The page the fact leads to (a series'), or one link per item (a book's tags).
    var href: String? = nil
    var links: [LinkView] = []
}
