import FolioBase
import FolioModel

/// Turns the raw fields of one record into text, reporting a wrong type at the record's location.
package struct RecordReader {
    package let location: SourceLocation

    /// A text field: a string (made inert), or empty when missing or NULL. Any other type is an error.
    package func text(_ name: String, _ value: FieldValue) throws -> String {
        switch value {
        case .text(let string): return string.inert
        case .missing, .null: return ""
        default:
            throw FolioError(at: location, "\(name) is \(value.summary), expected a string")
        }
    }
}
