/// Why gzip data could not be unpacked, in plain words: each message says what the data is or
/// is not, to follow a name ("ZDATA of note 12 is cut short"). No zlib word reaches the user.
public enum GunzipError: Error, Equatable, Sendable, CustomStringConvertible {
    case empty
    /// Neither gzip's header nor zlib's.
    case notGzip(firstBytes: [UInt8])
    /// The data ends before its compressed stream does.
    case cutShort
    /// The compressed stream, or its checksum, is wrong.
    case damaged
    /// Bytes that are not another gzip member follow the end of the data.
    case trailingBytes(Int)
    /// Unpacked, it would be more than the limit (in bytes).
    case tooLarge(limit: Int)
    case outOfMemory

    public var description: String {
        switch self {
        case .empty:
            "is empty"
        case .notGzip(let first):
            "is not gzip data (its first \(first.count == 1 ? "byte is" : "bytes are") \(first.map(Self.hex).joined(separator: " ")))"
        case .cutShort:
            "is cut short"
        case .damaged:
            "is damaged: its compressed data does not unpack"
        case .trailingBytes(let count):
            "has \(count) \(count == 1 ? "byte" : "bytes") after its end that are not gzip data"
        case .tooLarge(let limit):
            "would be larger than \(Self.size(limit)) unpacked"
        case .outOfMemory:
            "could not be unpacked: there is not enough memory"
        }
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789abcdef")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    /// Whole megabytes or kilobytes when the limit is a whole number of them (binary, as
    /// memory is counted), bytes otherwise.
    static func size(_ bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KB" }
        return bytes == 1 ? "1 byte" : "\(bytes) bytes"
    }
}
