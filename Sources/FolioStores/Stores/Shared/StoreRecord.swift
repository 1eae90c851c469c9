import GRDB
import FolioBase
import FolioModel

/// A row of a wide table read once into its values: a store that reads many fields of thousands
/// of rows (Apple Notes' one table of every object) finds each column by a table made once for
/// the whole query, not by comparing names on every field (as GRDB's `Row` does) or hashing
/// every row's names into a table of its own. Fields read as `StoreRow` reads them.
package struct StoreRecord: Sendable {
    /// A query's columns: where each name is (the first, when a name repeats), and the names
    /// sorted.
    package final class Columns: Sendable {
        package let index: [String: Int]
        package let sorted: [String]

        package init(_ names: [String]) {
            var index: [String: Int] = [:]
            for (position, name) in names.enumerated() where index[name] == nil { index[name] = position }
            self.index = index
            sorted = index.keys.sorted()
        }
    }

    private let columns: Columns
    private let values: [DatabaseValue]

    /// Every row `sql` gives, in order, each text whole (`StoreRows`).
    package static func fetchAll(_ db: Database, sql: String, table: String, at location: SourceLocation, diagnostics: inout Diagnostics) throws -> [StoreRecord] {
        var columns: Columns?
        var records: [StoreRecord] = []
        try StoreRows.forEach(db, sql: sql, table: table, at: location, diagnostics: &diagnostics) { row, values, _ in
            let shared = columns ?? Columns(Array(row.columnNames))
            columns = shared
            records.append(StoreRecord(columns: shared, values: values))
        }
        return records
    }

    /// The names of the row's columns, sorted.
    package var columnNames: [String] { columns.sorted }
    package func text(_ column: String) -> String? { value(column).flatMap(StoreRow.text) }
    package func integer(_ column: String) -> Int64? { value(column).flatMap(StoreRow.integer) }
    package func real(_ column: String) -> Double? { value(column).flatMap(StoreRow.real) }

    package func value(_ column: String) -> DatabaseValue? {
        columns.index[column].map { values[$0] }
    }
}
