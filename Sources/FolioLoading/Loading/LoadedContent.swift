import FolioBase
import FolioModel
import FolioStores

/// The "load content" stage's value: what each data file held, and the site's content joined
/// from them (notebooks of one name merged, books from several stores made one).
package struct LoadedContent: Sendable {
    package var content: SiteContent
    package let sources: [LoadedSource]
    /// Books found in several files: merged, or left apart as ambiguous.
    package let matches: [BookMatch]
    /// Notes kept private by folio.yml's rules (excluded notebooks and tags, archived notes).
    package var withheldByRules = 0
}
