import Foundation

/// What a store is given to read a file with, besides the file's content.
struct StoreContext: Sendable {
    /// The file, with what `folio.yml` says of it.
    let file: DataFile
    /// The site's time zone: where dates a store keeps as instants, or as wall-clock times
    /// without a zone, are read.
    let timeZone: TimeZone
    /// Threads a store may read its records on.
    let workers: Int
}
