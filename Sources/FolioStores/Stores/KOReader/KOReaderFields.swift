import FolioBase
import FolioModel

/// A table of a KOReader sidecar with where it is, read field by field: a value of the wrong
/// type, or a number outside the range Folio can use it in (NaN, ±inf, 1e300), is a warning
/// naming the file, the table and the field, and is left out.
package struct KOReaderFields {
    package let table: LuaTable
    package let location: SourceLocation

    /// A text, trimmed; nil when missing or empty.
    package func text(_ key: String, _ diagnostics: inout Diagnostics) -> String? {
        guard let value = table[key] else { return nil }
        guard let text = value.string else {
            diagnostics.warn(at: location, "\(key) is \(value.summary), expected a string; it is left out")
            return nil
        }
        let trimmed = text.trimmingWhitespace
        return trimmed.isEmpty ? nil : trimmed
    }

    /// A whole number within `range`.
    package func whole(_ key: String, in range: ClosedRange<Int64>, _ diagnostics: inout Diagnostics) -> Int64? {
        guard let value = table[key] else { return nil }
        if let number = value.number, number.rounded() == number, number >= Double(range.lowerBound), number <= Double(range.upperBound) {
            return Int64(number)
        }
        diagnostics.warn(at: location, "\(key) is \(value.summary), expected a whole number from \(range.lowerBound) to \(range.upperBound); it is left out")
        return nil
    }

    /// A number within `range`.
    package func real(_ key: String, in range: ClosedRange<Double>, _ diagnostics: inout Diagnostics) -> Double? {
        guard let value = table[key] else { return nil }
        if let number = value.number, range.contains(number) { return number }
        diagnostics.warn(at: location, "\(key) is \(value.summary), expected a number from \(LuaValue.text(range.lowerBound)) to \(LuaValue.text(range.upperBound)); it is left out")
        return nil
    }

    /// A table within this one.
    package func table(_ key: String, _ diagnostics: inout Diagnostics) -> KOReaderFields? {
        guard let value = table[key] else { return nil }
        guard let inner = value.table else {
            diagnostics.warn(at: location, "\(key) is \(value.summary), expected a table; it is left out")
            return nil
        }
        return KOReaderFields(table: inner, location: location.appending(key))
    }

    /// The tables listed under numbers (`[1] = {…}`), in their order, each with where it is; a
    /// value that is no table is a warning.
    package func numberedTables(_ diagnostics: inout Diagnostics) -> [(number: Double, fields: KOReaderFields)] {
        table.sorted.compactMap { key, value in
            guard case .number(let number) = key else { return nil }
            guard let inner = value.table else {
                diagnostics.warn(at: location.appending(key.text), "is \(value.summary), expected a table; it is left out")
                return nil
            }
            return (number, KOReaderFields(table: inner, location: location.appending(key.text)))
        }
    }
}
