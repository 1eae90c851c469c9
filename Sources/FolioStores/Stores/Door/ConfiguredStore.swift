import FolioBase
import FolioModel

/// A store whose file `folio.yml` may name with a kind (`kind: memos`); in a database, reading a
/// table of any name (`table:`) whose columns may have other names (`columns:`).
package struct ConfiguredStore: Sendable {
    package let kind: SourceConfig.Kind
    /// The table read when `folio.yml` names none; nil for a file that is no database.
    package var table: String?
    /// Its columns, as `columns:` names them.
    package var columns: [String] = []
}
