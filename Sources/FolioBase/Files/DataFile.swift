import Foundation

/// A file under `Content/` that Folio reads, with the name users know it by.
public struct DataFile: Sendable, Hashable {
    public var url: URL
    /// Relative to the site folder, e.g. `Content/memos.plist`; used in every message about it.
    public var displayPath: String
    /// Set when `folio.yml` names the file: its kind, and for SQLite its table and columns.
    public var source: SourceConfig?

    public init(url: URL, displayPath: String, source: SourceConfig? = nil) {
        self.url = url
        self.displayPath = displayPath
        self.source = source
    }

    public var location: SourceLocation { SourceLocation(file: displayPath) }
}
