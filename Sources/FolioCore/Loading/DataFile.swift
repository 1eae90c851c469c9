import Foundation

/// A file under `Content/` that Folio reads, with the name users know it by.
public struct DataFile: Sendable, Hashable {
    public var url: URL
    /// Relative to the site folder, e.g. `Content/memos.plist`; used in every message about it.
    public var displayPath: String

    public init(url: URL, displayPath: String) {
        self.url = url
        self.displayPath = displayPath
    }

    public var location: SourceLocation { SourceLocation(file: displayPath) }
}
