import Foundation
import GRDB
import FolioBase
import FolioModel

extension FieldValue {
    /// Maps a value SQLite stored; a BLOB that is valid UTF-8 counts as text.
    package init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let n): self = .integer(n)
        case .double(let d): self = .real(d)
        case .string(let s): self = .text(s)
        case .blob(let data): self = String(data: data, encoding: .utf8).map(FieldValue.text) ?? .other("blob")
        }
    }
}
