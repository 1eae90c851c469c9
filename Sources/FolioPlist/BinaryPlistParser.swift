import Foundation

/// Reads Apple's binary property list format (`bplist00`) strictly, checking every offset,
/// count and reference against the file before using it.
///
/// Folio does not hand binary plists to Foundation: on Linux both PropertyListSerialization and
/// PropertyListDecoder crash on some damaged files (a bit flip, a truncation, an object that
/// refers to itself), and a build must fail with a message instead. Foundation's dictionaries
/// would also merge keys that differ only in Unicode normalisation, losing records.
public struct BinaryPlistParser {
    public static let maximumDepth = 256

    private let bytes: [UInt8]
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    /// Objects lie in `8..<objectsEnd`; the offset table starts there.
    private let objectsEnd: Int
    /// How many more values may be read: a file whose objects refer to each other over and over
    /// (a few bytes that would expand to billions of values) runs out.
    private var budget: Int
    /// How many more bytes of text and data may be decoded.
    private var decodedBudget: Int64
    private let decodedLimit: Int64

    /// The root value; `decodedLimit` bounds the text and data it may decode, counted at every
    /// place that refers to them (`PlistError.expands` beyond it).
    public static func parse(_ data: Data, decodedLimit: Int64 = .max) throws -> PlistValue {
        try parse(bytes: [UInt8](data), decodedLimit: decodedLimit)
    }

    public static func parse(bytes: [UInt8], decodedLimit: Int64 = .max) throws -> PlistValue {
        var parser = try BinaryPlistParser(bytes: bytes, decodedLimit: decodedLimit)
        return try parser.value(parser.topObject, depth: 0)
    }

    private let topObject: Int

    private init(bytes: [UInt8], decodedLimit: Int64) throws {
        self.bytes = bytes
        guard bytes.count >= 8 + 32, bytes.starts(with: Array("bplist0".utf8)) else {
            throw PlistError.malformed("binary plist is too short or has no bplist0 header")
        }
        let trailer = bytes.count - 32
        offsetSize = Int(bytes[trailer + 6])
        referenceSize = Int(bytes[trailer + 7])
        let count = Self.unsigned(bytes, at: trailer + 8, size: 8)
        let top = Self.unsigned(bytes, at: trailer + 16, size: 8)
        let table = Self.unsigned(bytes, at: trailer + 24, size: 8)
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw PlistError.malformed("binary plist trailer has offset size \(offsetSize) and reference size \(referenceSize), expected 1 to 8")
        }
        guard count >= 1, count <= UInt64(trailer), top < count, table >= 8, table <= UInt64(trailer),
              UInt64(trailer) - table >= count * UInt64(offsetSize)
        else {
            throw PlistError.malformed("binary plist trailer does not fit the file (\(count) objects, top object \(top), offset table at \(table))")
        }
        objectCount = Int(count)
        topObject = Int(top)
        objectsEnd = Int(table)
        budget = 8 * objectCount + 4096
        self.decodedLimit = decodedLimit
        decodedBudget = decodedLimit
    }

    /// Counts `count` bytes of text or data against the file's allowance.
    private mutating func decode(_ count: Int) throws {
        decodedBudget -= Int64(count)
        guard decodedBudget >= 0 else { throw PlistError.expands(limit: decodedLimit) }
    }

    private static func unsigned(_ bytes: [UInt8], at start: Int, size: Int) -> UInt64 {
        var value: UInt64 = 0
        for index in start..<(start + size) {
            value = value << 8 | UInt64(bytes[index])
        }
        return value
    }

    /// Fails unless `length` bytes from `start` lie inside the object area.
    private func require(_ start: Int, _ length: Int) throws {
        guard start >= 8, length >= 0, start <= objectsEnd, length <= objectsEnd - start else {
            throw PlistError.malformed("binary plist object at byte \(start) runs past the object area")
        }
    }

    private func offset(of reference: Int) throws -> Int {
        guard reference >= 0, reference < objectCount else {
            throw PlistError.malformed("binary plist refers to object \(reference) of \(objectCount)")
        }
        let offset = Self.unsigned(bytes, at: objectsEnd + reference * offsetSize, size: offsetSize)
        guard offset >= 8, offset < UInt64(objectsEnd) else {
            throw PlistError.malformed("binary plist object \(reference) starts outside the object area")
        }
        return Int(offset)
    }

    private mutating func value(_ reference: Int, depth: Int) throws -> PlistValue {
        guard depth <= Self.maximumDepth else { throw PlistError.malformed("binary plist is nested more than \(Self.maximumDepth) deep") }
        budget -= 1
        guard budget >= 0 else { throw PlistError.malformed("binary plist refers to its objects too many times") }
        let start = try offset(of: reference)
        let marker = bytes[start]
        let low = Int(marker & 0x0F)
        switch marker >> 4 {
        case 0x0 where marker == 0x08: return .boolean(false)
        case 0x0 where marker == 0x09: return .boolean(true)
        case 0x1: return .integer(try integer(at: start, sizeExponent: low))
        case 0x2 where low == 2:
            try require(start + 1, 4)
            return .real(Double(Float(bitPattern: UInt32(Self.unsigned(bytes, at: start + 1, size: 4)))))
        case 0x2 where low == 3:
            try require(start + 1, 8)
            return .real(Double(bitPattern: Self.unsigned(bytes, at: start + 1, size: 8)))
        case 0x3 where marker == 0x33:
            try require(start + 1, 8)
            return .date(Date(timeIntervalSinceReferenceDate: Double(bitPattern: Self.unsigned(bytes, at: start + 1, size: 8))))
        case 0x4:
            let (count, first) = try length(at: start, low: low, unit: 1)
            try decode(count)
            return .data(Data(bytes[first..<(first + count)]))
        case 0x5:
            let (count, first) = try length(at: start, low: low, unit: 1)
            try decode(count)
            let latin1 = bytes[first..<(first + count)]
            if latin1.allSatisfy({ $0 < 0x80 }) { return .string(String(decoding: latin1, as: UTF8.self)) }
            return .string(String(latin1.map { Character(Unicode.Scalar($0)) }))
        case 0x6:
            let (count, first) = try length(at: start, low: low, unit: 2)
            try decode(2 * count)
            let units = (0..<count).map { UInt16(bytes[first + 2 * $0]) << 8 | UInt16(bytes[first + 2 * $0 + 1]) }
            return .string(String(decoding: units, as: UTF16.self))
        case 0x7:
            let (count, first) = try length(at: start, low: low, unit: 1)
            try decode(count)
            return .string(String(decoding: bytes[first..<(first + count)], as: UTF8.self))
        case 0x8:
            try require(start + 1, low + 1)
            return .uid(Self.unsigned(bytes, at: start + 1, size: low + 1))
        case 0xA:
            let (count, first) = try length(at: start, low: low, unit: referenceSize)
            var items: [PlistValue] = []
            items.reserveCapacity(count)
            for index in 0..<count {
                items.append(try value(objectReference(at: first + index * referenceSize), depth: depth + 1))
            }
            return .array(items)
        case 0xD:
            let (count, first) = try length(at: start, low: low, unit: 2 * referenceSize)
            var entries: [PlistEntry] = []
            entries.reserveCapacity(count)
            for index in 0..<count {
                guard case .string(let key) = try value(objectReference(at: first + index * referenceSize), depth: depth + 1) else {
                    throw PlistError.malformed("binary plist dict at byte \(start) has a key that is not a string")
                }
                entries.append(PlistEntry(key: key, value: try value(objectReference(at: first + (count + index) * referenceSize), depth: depth + 1)))
            }
            return .dict(entries)
        default:
            throw PlistError.malformed("binary plist object at byte \(start) has type 0x\(String(marker, radix: 16)), which Folio does not read")
        }
    }

    private func objectReference(at position: Int) -> Int {
        Int(Self.unsigned(bytes, at: position, size: referenceSize))
    }

    /// 1-, 2- and 4-byte integers are unsigned, 8-byte ones signed, as Apple writes them;
    /// a 16-byte one is read when it fits in 64 bits.
    private func integer(at start: Int, sizeExponent: Int) throws -> Int64 {
        guard sizeExponent <= 4 else { throw PlistError.malformed("binary plist integer at byte \(start) has size 2^\(sizeExponent)") }
        let size = 1 << sizeExponent
        try require(start + 1, size)
        if size == 16 {
            let high = Self.unsigned(bytes, at: start + 1, size: 8)
            let low = Int64(bitPattern: Self.unsigned(bytes, at: start + 9, size: 8))
            guard high == 0 && low >= 0 || high == UInt64.max && low < 0 else {
                throw PlistError.malformed("binary plist integer at byte \(start) does not fit in 64 bits")
            }
            return low
        }
        let raw = Self.unsigned(bytes, at: start + 1, size: size)
        return size == 8 ? Int64(bitPattern: raw) : Int64(raw)
    }

    /// The element count of a data, string, array or dict object (its low nibble, or a following
    /// integer when that is 0xF), checked so that `count * unit` bytes fit after it.
    private func length(at start: Int, low: Int, unit: Int) throws -> (count: Int, first: Int) {
        var count = low
        var first = start + 1
        if low == 0x0F {
            try require(start + 1, 1)
            let marker = bytes[start + 1]
            guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
                throw PlistError.malformed("binary plist object at byte \(start) has a malformed length")
            }
            let size = 1 << Int(marker & 0x0F)
            try require(start + 2, size)
            let value = Self.unsigned(bytes, at: start + 2, size: size)
            guard value <= UInt64(objectsEnd) else { throw PlistError.malformed("binary plist object at byte \(start) is longer than the file") }
            count = Int(value)
            first = start + 2 + size
        }
        try require(first, count * unit)
        return (count, first)
    }
}
