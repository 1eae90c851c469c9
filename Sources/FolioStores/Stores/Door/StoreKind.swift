import FolioBase
import FolioModel

/// What kind of store a file is, as reports and messages name it ("calibre library"), and what
/// its records are. Each store declares its own.
public struct StoreKind: Sendable, Hashable, CustomStringConvertible {
    /// What a store's records are.
    public enum Records: Sendable, Hashable {
        case notes, books, highlights, readingList
    }

    public let name: String
    public let records: Records

    public init(_ name: String, records: Records) {
        self.name = name
        self.records = records
    }

    /// Whether its records are books.
    package var holdsBooks: Bool { records == .books }
    /// Whether it belongs in a reading log: books, or highlights of books.
    package var isReading: Bool { records == .books || records == .highlights }

    public var description: String { name }
}
