import Foundation

/// The size and a 64-bit XXH64 hash of some bytes: what names a cover by its source image.
package struct Fingerprint: Hashable, Sendable {
    package let size: Int
    package let value: UInt64

    package init(_ data: Data) {
        self = data.withUnsafeBytes { Fingerprint($0) }
    }

    package init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let value = bytes.withContiguousStorageIfAvailable { XXH64.hash(UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { XXH64.hash($0) }
        self.init(size: bytes.count, value: value)
    }

    package init(_ bytes: UnsafeRawBufferPointer) {
        self.init(size: bytes.count, value: XXH64.hash(bytes))
    }

    package init(size: Int, value: UInt64) {
        self.size = size
        self.value = value
    }

    /// The hash as 16 hex digits.
    package var hash: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
