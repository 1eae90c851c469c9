import FolioBase
import FolioModel
import FolioOutput

/// The search page's values: its script counts results with the interface's texts, and needs
/// to know which numbers take `count_result_one` in the site's language.
package struct SearchView: Sendable, TemplateFields {
    /// The whole numbers that take `one`, separated by spaces: `1`, `0 1` (French), empty.
    package let oneNumbers: String

    package init(plural: PluralRule) {
        oneNumbers = plural.one.map(String.init).joined(separator: " ")
    }
}
