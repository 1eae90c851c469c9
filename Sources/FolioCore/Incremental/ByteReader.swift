import FolioPlist

/// Reads what `ByteWriter` wrote; every read is nil past the end or on a length that cannot be.
struct ByteReader {
    private let buffer: UnsafeRawBufferPointer
    private var offset = 0

    init(_ buffer: UnsafeRawBufferPointer) {
        self.buffer = buffer
    }

    var isAtEnd: Bool { offset == buffer.count }
    /// How many bytes have been read.
    var position: Int { offset }

    /// Moves to `position`; false past the end.
    mutating func seek(to position: Int) -> Bool {
        guard position >= 0, position <= buffer.count else { return false }
        offset = position
        return true
    }

    /// The number the buffer starts with, read without moving on.
    func numberAtStart() -> UInt64? {
        var reader = self
        reader.offset = 0
        return reader.number()
    }

    mutating func bytes(_ count: Int) -> UnsafeRawBufferPointer? {
        guard count >= 0, count <= buffer.count - offset else { return nil }
        defer { offset += count }
        return UnsafeRawBufferPointer(rebasing: buffer[offset..<offset + count])
    }

    mutating func byte() -> UInt8? {
        bytes(1)?.first
    }

    mutating func number() -> UInt64? {
        bytes(8).map { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
    }

    /// A number that counts bytes or items: no more than the bytes left.
    mutating func count() -> Int? {
        guard let value = number(), value <= UInt64(buffer.count) else { return nil }
        return Int(value)
    }

    mutating func text() -> String? {
        guard let count = count(), let bytes = bytes(count) else { return nil }
        return String(validUTF8: bytes.bindMemory(to: UInt8.self))
    }

    mutating func texts() -> [String]? {
        guard let count = count() else { return nil }
        var texts: [String] = []
        for _ in 0..<count {
            guard let text = text() else { return nil }
            texts.append(text)
        }
        return texts
    }

    mutating func optionalText() -> String?? {
        switch byte() {
        case 0: return .some(nil)
        case 1: return text().map { .some($0) }
        default: return nil
        }
    }
}
