import Foundation
import FolioBase
import FolioModel

/// What a store is given to read a file with, besides the file's content.
package struct StoreContext: Sendable {
    /// The file, with what `folio.yml` says of it.
    package let file: DataFile
    /// The site's time zone: where dates a store keeps as instants, or as wall-clock times
    /// without a zone, are read.
    package let timeZone: TimeZone
    /// Threads a store may read its records on.
    package let workers: Int

    package init(file: DataFile, timeZone: TimeZone, workers: Int) {
        self.file = file
        self.timeZone = timeZone
        self.workers = workers
    }
}
