import Foundation

/// A file a record's Markdown links, copied into the output as it is.
struct LinkedFile: Sendable, Hashable {
    /// Where it is read from (links resolved).
    let source: URL
    /// Its place in the output, under `files/`.
    let path: PagePath
    /// As messages name it, e.g. `Content/images/cover.png`.
    let displayPath: String
}
