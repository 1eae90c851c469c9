import FolioBase
import FolioModel
import FolioStores

/// Records of one book found in several files, merged (by KOReader's md5, by ISBN, or by title and author), or
/// left apart because the match was ambiguous: `--verbose` and the build report list them.
public struct BookMatch: Sendable, Equatable, Codable {
    public enum Rule: String, Sendable, Codable { case md5 = "KOReader md5", isbn, titleAndAuthor = "title and author", ambiguous }
    public let title: String
    public let rule: Rule
    /// The records, as their locations read (the first is the one whose metadata won).
    public let records: [String]
}
