/// A store whose file `folio.yml` may name with a kind (`kind: memos`); in a database, reading a
/// table of any name (`table:`) whose columns may have other names (`columns:`).
struct ConfiguredStore: Sendable {
    let kind: SourceConfig.Kind
    /// The table read when `folio.yml` names none; nil for a file that is no database.
    var table: String?
    /// Its columns, as `columns:` names them.
    var columns: [String] = []
}
