import Foundation

/// The size and a 64-bit FNV-1a hash of some bytes: enough to tell whether a file changed.
public struct Fingerprint: Codable, Hashable, Sendable {
    public let size: Int
    /// 16 hex digits.
    public let hash: String

    public init(_ data: Data) {
        self = data.withUnsafeBytes { Fingerprint($0) }
    }

    public init<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        var value: UInt64 = 0xcbf2_9ce4_8422_2325
        var size = 0
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
            size += 1
        }
        self.size = size
        let digits = String(value, radix: 16)
        self.hash = String(repeating: "0", count: 16 - digits.count) + digits
    }
}
