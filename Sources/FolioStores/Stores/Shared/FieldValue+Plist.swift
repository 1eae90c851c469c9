import FolioPlist
import FolioBase
import FolioModel

extension FieldValue {
    /// Maps a plist value; `nil` (a key that is not there) is `.missing`.
    package init(plist value: PlistValue?) {
        switch value {
        case nil: self = .missing
        case .string(let string): self = .text(string)
        case .integer(let number): self = .integer(number)
        case .real(let number):
            self = number.rounded() == number && abs(number) < 9.0e15 ? .integer(Int64(number)) : .real(number)
        case .boolean: self = .other("boolean")
        case .date: self = .other("date")
        case .data: self = .other("data")
        case .array: self = .other("array")
        case .dict: self = .other("dict")
        case .uid: self = .other("object reference")
        }
    }
}
