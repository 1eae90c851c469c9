import Foundation

extension String {
    /// `bytes` as a string when they are valid UTF-8, else nil: as `String(validating:as:)`,
    /// whose generic calls looked up type metadata for every text a parse or a cache read makes.
    /// `String(decoding:)` puts U+FFFD for what is not UTF-8, so a string whose bytes are not
    /// `bytes` came from bytes that were not (a repair may be as long as what it replaced).
    public init?(validUTF8 bytes: UnsafeBufferPointer<UInt8>) {
        var string = String(decoding: bytes, as: UTF8.self)
        let same = string.withUTF8 { made in
            made.count == bytes.count && (bytes.isEmpty || memcmp(made.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
        }
        guard same else { return nil }
        self = string
    }
}
