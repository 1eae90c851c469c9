import FolioBase
import FolioModel

/// One row of an export, its fields read by column name: each text made inert and trimmed, a
/// column the row is too short for (or the header lacks) read as empty. Problems name the row
/// and the column: `Content/goodreads.csv: row 12, column "ISBN13": …`.
package struct CSVRecord {
    package let row: CSVTable.Row
    package let columns: CSVColumns
    /// The row's place: the file and `row N`.
    package let location: SourceLocation

    package init(_ row: CSVTable.Row, columns: CSVColumns, file: SourceLocation) {
        self.row = row
        self.columns = columns
        location = file.appending("row \(row.number)")
    }

    /// The field, trimmed; empty when the row or the header has no such column.
    package func text(_ column: String) -> String {
        guard let position = columns.position(column), position < row.fields.count else { return "" }
        return row.fields[position].inert.trimmingWhitespace
    }

    /// The field's place, for a warning about it.
    package func location(_ column: String) -> SourceLocation {
        location.appending("column \(column.quotedForMessage)")
    }

    /// One warning when the row has fewer or more fields than the header.
    package func checkWidth(diagnostics: inout Diagnostics) {
        let count = row.fields.count
        if count < columns.count {
            diagnostics.warn(at: location, "has \(count) field\(count == 1 ? "" : "s"), the header \(columns.count); the missing ones are read as empty")
        } else if count > columns.count {
            diagnostics.warn(at: location, "has \(count) fields, the header \(columns.count); the ones past the header's are left out")
        }
    }
}
