import GRDB
import FolioBase
import FolioModel

/// A column of a store's row read as what it holds, whatever type SQLite gave it (stores write
/// numbers as text and text as numbers): nil for NULL, a missing column or a value that is not one.
package enum StoreRow {
    package static func text(_ row: Row, _ column: String) -> String? {
        guard row.hasColumn(column) else { return nil }
        return text(row[column] as DatabaseValue)
    }

    package static func integer(_ row: Row, _ column: String) -> Int64? {
        guard row.hasColumn(column) else { return nil }
        return integer(row[column] as DatabaseValue)
    }

    package static func real(_ row: Row, _ column: String) -> Double? {
        guard row.hasColumn(column) else { return nil }
        return real(row[column] as DatabaseValue)
    }

    package static func text(_ value: DatabaseValue) -> String? {
        switch FieldValue(value) {
        case .text(let text): return text
        case .integer(let number): return String(number)
        case .real(let number): return String(number)
        default: return nil
        }
    }

    package static func integer(_ value: DatabaseValue) -> Int64? {
        switch FieldValue(value) {
        case .integer(let number): return number
        case .real(let number) where number.rounded() == number && abs(number) < 1e15: return Int64(number)
        case .text(let text): return Int64(text.trimmingWhitespace)
        default: return nil
        }
    }

    package static func real(_ value: DatabaseValue) -> Double? {
        switch FieldValue(value) {
        case .integer(let number): return Double(number)
        case .real(let number): return number.isFinite ? number : nil
        case .text(let text): return Double(text.trimmingWhitespace)
        default: return nil
        }
    }
}
