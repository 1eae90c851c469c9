struct SectionView: Sendable, TemplateFields {
    let heading: String
    let bodyHTML: HTMLText
}
