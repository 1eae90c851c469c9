import Foundation

/// A property list value, as Folio reads it from XML or binary files. Not `indirect`: arrays and
/// dicts hold their elements on the heap already, and a box for every value was an allocation
/// for each string of a file (a plist of 10,000 memos has 40,000 values).
public enum PlistValue: Equatable, Sendable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    case date(Date)
    case data(Data)
    case array([PlistValue])
    /// Entries in file order; keys that Swift compares equal (NFC and NFD forms) are all kept.
    case dict([PlistEntry])
    /// A reference to another object of a binary plist, as keyed archives (`NSKeyedArchiver`) write them.
    case uid(UInt64)
}

public struct PlistEntry: Equatable, Sendable {
    public var key: String
    public var value: PlistValue

    public init(key: String, value: PlistValue) {
        self.key = key
        self.value = value
    }
}

extension Array where Element == PlistEntry {
    /// The value of the last entry with this key, as a dictionary would hold it.
    public subscript(key: String) -> PlistValue? {
        last { $0.key == key }?.value
    }

    /// A quick look without allocating, for the small dicts of records.
    private var hasRepeatedKey: Bool {
        guard count <= 16 else { return true }
        for first in indices {
            for second in index(after: first)..<endIndex where self[first].key.utf8.elementsEqual(self[second].key.utf8) {
                return true
            }
        }
        return false
    }

    /// Keys that stand more than once, byte for byte (NFC and NFD forms are different keys),
    /// with how often, in the order they first appear.
    public var repeatedKeys: [(key: String, count: Int)] {
        guard count > 1, hasRepeatedKey else { return [] }
        var counts: [[UInt8]: Int] = [:]
        var order: [String] = []
        for entry in self {
            let bytes = [UInt8](entry.key.utf8)
            if counts[bytes] == nil { order.append(entry.key) }
            counts[bytes, default: 0] += 1
        }
        return order.compactMap { key in
            let count = counts[[UInt8](key.utf8)] ?? 0
            return count > 1 ? (key, count) : nil
        }
    }
}
