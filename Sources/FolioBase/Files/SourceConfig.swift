/// One explicit data file.
public struct SourceConfig: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case memos, books
    }

    /// Relative to the site.
    public var path: String
    /// Read as this kind, through `table` and `columns`; when absent, the file is recognised by
    /// its content, as a file in `Content/` is (a calibre library, say).
    public var kind: Kind?
    /// For SQLite: the table (default `memoInfo` or `bookInfo`).
    public var table: String?
    /// For SQLite: Folio's column name → the table's (`bookName: title`); unnamed ones keep their names.
    public var columns: [String: String]?

    public init(path: String, kind: Kind? = nil, table: String? = nil, columns: [String: String]? = nil) {
        self.path = path
        self.kind = kind
        self.table = table
        self.columns = columns
    }

    package enum CodingKeys: String, CodingKey, CaseIterable {
        case path, kind, table, columns
    }
}
