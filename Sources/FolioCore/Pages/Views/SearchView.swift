/// The search page's values: its script counts results with the interface's texts, and needs
/// to know which numbers take `count_result_one` in the site's language.
struct SearchView: Sendable, TemplateFields {
    /// The whole numbers that take `one`, separated by spaces: `1`, `0 1` (French), empty.
    let oneNumbers: String

    init(plural: PluralRule) {
        oneNumbers = plural.one.map(String.init).joined(separator: " ")
    }
}
