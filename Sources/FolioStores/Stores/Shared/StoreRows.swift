import GRDB
import FolioBase
import FolioModel

/// The rows of a store's query, each text read whole (`StoredText`): a text SQLite holds more
/// bytes of than GRDB's C string (a NUL inside it, or bytes that are not UTF-8) is read from its
/// bytes, with a warning naming the table's row and the column.
package enum StoreRows {
    /// Every row `sql` gives, in order; `table` names them in warnings (`table notes, row 3`).
    package static func fetchAll(_ db: Database, sql: String, table: String, at location: SourceLocation, diagnostics: inout Diagnostics) throws -> [Row] {
        var rows: [Row] = []
        try forEach(db, sql: sql, table: table, at: location, diagnostics: &diagnostics) { row, values, repaired in
            guard repaired else {
                rows.append(row.copy())
                return
            }
            var byName: [String: DatabaseValue] = [:]
            for (column, value) in zip(row.columnNames, values) where byName[column] == nil { byName[column] = value }
            rows.append(Row(byName))
        }
        return rows
    }

    /// Calls `body` with each row of `sql` (valid only during the call), its values with every
    /// text whole, and whether any text was read from its bytes.
    package static func forEach(
        _ db: Database, sql: String, table: String, at location: SourceLocation, diagnostics: inout Diagnostics,
        _ body: (Row, [DatabaseValue], Bool) throws -> Void
    ) throws {
        let cursor = try Row.fetchCursor(db, sql: sql)
        var number = 0
        while let row = try cursor.next() {
            number += 1
            var values = Array(row.databaseValues)
            var repaired = false
            for index in values.indices {
                guard case .string(let text) = values[index].storage,
                      let stored = try row.withUnsafeData(atIndex: index, { $0.map { [UInt8]($0) } }), stored.count != text.utf8.count
                else { continue }
                let (whole, problems) = StoredText.repaired(stored, column: Array(row.columnNames)[index])
                for problem in problems { diagnostics.warn(at: location.appending("table \(table), row \(number)"), problem) }
                values[index] = whole.databaseValue
                repaired = true
            }
            try body(row, values, repaired)
        }
    }
}
