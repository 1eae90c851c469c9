import GRDB
import FolioBase
import FolioModel

/// Reads the fields of one row, saying what SQLite's text functions would hide: text holding a
/// NUL character (which C strings end at) is kept whole, the NUL dropped, and text that is not
/// valid UTF-8 is repaired; each is a warning naming the row and column.
package struct SQLiteRowReader {
    package let row: Row
    package let location: SourceLocation
    private(set) var problems: [FolioError] = []

    package init(row: Row, location: SourceLocation) {
        self.row = row
        self.location = location
    }

    package mutating func field(_ column: String) -> FieldValue {
        let value = FieldValue(row[column] as DatabaseValue)
        guard case .text(let text) = value else { return value }
        // SQLite's length of the text; a C string stops at a NUL, and repairing bad UTF-8 changes the length.
        let storedCount = (try? row.withUnsafeData(named: column) { $0?.count }) ?? nil
        guard let storedCount, storedCount != text.utf8.count,
              let stored = (try? row.withUnsafeData(named: column) { $0.map { [UInt8]($0) } }) ?? nil
        else { return value }
        let (whole, reasons) = StoredText.repaired(stored, column: column)
        problems += reasons.map { .warning(at: location, $0) }
        return .text(whole)
    }
}
