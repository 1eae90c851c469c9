struct SitemapView: Sendable, TemplateFields {
    let urls: [String]
}
