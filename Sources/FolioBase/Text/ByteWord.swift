/// Eight bytes read as one 64-bit word, so a scanner can skip a stretch of text a word at a
/// time when none of its bytes is one it looks for (the usual case) and look at single bytes
/// only where one is. Each test is exact: it never misses a byte, and never reports one absent.
package struct ByteWord {
    package static let size = 8
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highs: UInt64 = 0x8080_8080_8080_8080

    package let value: UInt64

    /// The word at `offset`, which must leave eight bytes; little-endian on every machine, so the
    /// first byte is the lowest (a mask's `trailingZeroBitCount / 8` is its first byte's offset).
    package init(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
        value = UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + offset).loadUnaligned(as: UInt64.self))
    }

    /// Whether any byte equals `byte`.
    @inline(__always)
    package func contains(_ byte: UInt8) -> Bool {
        let difference = value ^ (Self.ones &* UInt64(byte))
        return (difference &- Self.ones) & ~difference & Self.highs != 0
    }

    /// Whether any byte is below `limit` (at most 128).
    @inline(__always)
    package func containsByte(below limit: UInt8) -> Bool {
        (value &- Self.ones &* UInt64(limit)) & ~value & Self.highs != 0
    }

    /// The high bit of each byte below `limit` (at most 128), and no other bit: exact byte by
    /// byte, as a byte's low seven bits plus `128 - limit` never carry into the next byte.
    @inline(__always)
    package func mask(below limit: UInt8) -> UInt64 {
        let atLeast = ((value & ~Self.highs) &+ Self.ones &* UInt64(128 - limit)) | value
        return ~atLeast & Self.highs
    }

    /// The high bit of each byte equal to `byte`, and no other bit (exact, as `mask(below:)`).
    @inline(__always)
    package func mask(equalTo byte: UInt8) -> UInt64 {
        let difference = value ^ (Self.ones &* UInt64(byte))
        return ~(((difference & ~Self.highs) &+ ~Self.highs) | difference) & Self.highs
    }

    /// Whether any byte is above `low` and below `high` (`high` at most 128): a byte of 0x80 or
    /// more never counts. Exact, as `mask(below:)` is.
    @inline(__always)
    package func containsByte(between low: UInt8, and high: UInt8) -> Bool {
        let sevenBits = value & ~Self.highs
        let belowHigh = ~((sevenBits &+ Self.ones &* UInt64(128 - high)) | value) & Self.highs
        let aboveLow = (sevenBits &+ Self.ones &* UInt64(127 - low)) & ~value & Self.highs
        return belowHigh & aboveLow != 0
    }

    /// Whether any byte is 0x80 or above (not ASCII).
    package var containsNonASCII: Bool { value & Self.highs != 0 }
}
