import Foundation

/// A property list value, as Folio reads it from XML or binary files.
public indirect enum PlistValue: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    case dict([String: PlistValue])
}

extension PlistValue {
    /// Converts what PropertyListSerialization returns (used for XML and OpenStep text plists).
    init(foundation value: Any) throws {
        switch value {
        case let string as String: self = .string(string)
        case let bool as Bool: self = .boolean(bool)
        case let number as NSNumber:
            let double = number.doubleValue
            self = double.rounded() == double && abs(double) < 9.0e15 ? .integer(number.int64Value) : .real(double)
        case let date as Date: self = .date(date)
        case let data as Data: self = .data(data)
        case let array as [Any]: self = .array(try array.map(PlistValue.init(foundation:)))
        case let dict as [String: Any]: self = .dict(try dict.mapValues(PlistValue.init(foundation:)))
        default: throw BinaryPlistParser.Failure("holds a value of an unsupported type")
        }
    }
}

extension FieldValue {
    /// Maps a plist value; `nil` (a key that is not there) is `.missing`.
    public init(plist value: PlistValue?) {
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
        }
    }
}
