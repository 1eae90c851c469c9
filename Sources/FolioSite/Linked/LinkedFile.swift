import Foundation
import FolioBase
import FolioModel
import FolioOutput

/// A file a record's Markdown links, copied into the output as it is.
package struct LinkedFile: Sendable, Hashable {
    /// Where it is read from (links resolved).
    package let source: URL
    /// Its place in the output, under `files/`.
    package let path: PagePath
    /// As messages name it, e.g. `Content/images/cover.png`.
    package let displayPath: String
}
