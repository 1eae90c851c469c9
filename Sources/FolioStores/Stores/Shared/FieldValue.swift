import FolioBase
import FolioModel

/// One field of a record as a plist or a SQLite row holds it, before Folio decides what it means.
package enum FieldValue: Sendable, Equatable {
    case missing
    case null
    case text(String)
    case integer(Int64)
    case real(Double)
    /// Any other type, by its name (`date`, `data`, `array`, `dict`, `boolean`, `blob`).
    case other(String)

    /// The value as a whole number, when it is one.
    package var wholeNumber: Int64? {
        if case .integer(let n) = self { return n }
        return nil
    }

    /// What the value is, for messages: `a number`, `a string "x"`, `missing`.
    package var summary: String {
        switch self {
        case .missing: return "missing"
        case .null: return "NULL"
        case .text(let s): return "a string \(s.quotedForMessage)"
        case .integer(let n): return "a number (\(n))"
        case .real(let n): return "a number (\(n))"
        case .other(let type): return "a \(type)"
        }
    }
}
