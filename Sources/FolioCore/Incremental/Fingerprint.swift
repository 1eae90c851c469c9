import Foundation

/// The size and a 64-bit XXH64 hash of some bytes: enough to tell whether a file changed.
/// XXH64 reads eight bytes at a time on four independent lanes, so hashing every page a build
/// writes costs a few milliseconds (byte-at-a-time FNV-1a cost a tenth of the build).
struct Fingerprint: Codable, Hashable, Sendable {
    let size: Int
    /// The hash as a number: a build keeps one per file it writes and one per page, so a
    /// million pages would spend 100 MB on the hashes as text.
    let value: UInt64

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

    init(size: Int, value: UInt64) {
        self.size = size
        self.value = value
    }

    /// A fingerprint as saved: nil unless `hash` is 16 hex digits.
    init?(size: Int, hash: some Collection<UInt8>) {
        guard hash.count == 16 else { return nil }
        var value: UInt64 = 0
        for byte in hash {
            guard let digit = Self.hexDigit(byte) else { return nil }
            value = value << 4 | UInt64(digit)
        }
        self.init(size: size, value: value)
    }

    /// 16 hex digits, as saved.
    /// `hash`'s sixteen digits, appended without making a string.
    func appendHash(to bytes: inout [UInt8]) {
        for shift in stride(from: 60, through: 0, by: -4) {
            let digit = UInt8(truncatingIfNeeded: value >> UInt64(shift)) & 0xF
            bytes.append(digit < 10 ? UInt8(ascii: "0") + digit : UInt8(ascii: "a") + digit - 10)
        }
    }

    var hash: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func hexDigit(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        default: nil
        }
    }

    private enum CodingKeys: String, CodingKey {
        case size, hash
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let size = try container.decode(Int.self, forKey: .size)
        let hash = try container.decode(String.self, forKey: .hash)
        guard let print = Fingerprint(size: size, hash: hash.utf8) else {
            throw DecodingError.dataCorruptedError(forKey: .hash, in: container, debugDescription: "not 16 hex digits")
        }
        self = print
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(size, forKey: .size)
        try container.encode(hash, forKey: .hash)
    }
}
