import Foundation

/// The size and a 64-bit XXH64 hash of some bytes: enough to tell whether a file changed.
/// XXH64 reads eight bytes at a time on four independent lanes, so hashing every page a build
/// writes costs a few milliseconds (byte-at-a-time FNV-1a cost a tenth of the build).
struct Fingerprint: Codable, Hashable, Sendable {
    let size: Int
    /// 16 hex digits.
    let hash: String

    init(_ data: Data) {
        self = data.withUnsafeBytes { Fingerprint($0) }
    }

    init<Bytes: Collection>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let value = bytes.withContiguousStorageIfAvailable { XXH64.hash(UnsafeRawBufferPointer($0)) }
            ?? Array(bytes).withUnsafeBytes { XXH64.hash($0) }
        self.init(size: bytes.count, value: value)
    }

    init(_ bytes: UnsafeRawBufferPointer) {
        self.init(size: bytes.count, value: XXH64.hash(bytes))
    }

    /// A fingerprint as saved.
    init(size: Int, hash: String) {
        self.size = size
        self.hash = hash
    }

    private init(size: Int, value: UInt64) {
        self.size = size
        let digits = String(value, radix: 16)
        self.hash = String(repeating: "0", count: 16 - digits.count) + digits
    }
}
