import CZlib

/// Unpacks gzip data, as Apple Notes stores its note bodies, with zlib: the one file that calls
/// it, each stream ended where it is begun. zlib-wrapped data is read too (zlib tells the two
/// apart by their headers), and so are several gzip members one after another, as `gunzip` reads
/// them. The output is counted as it grows, so a small "bomb" is refused at `limit`, long before
/// it could fill memory.
public enum Gunzip {
    /// Output is made this many bytes at a time.
    private static let chunk = 64 * 1024

    /// The unpacked bytes; `limit` is the most that may come out.
    public static func inflate(_ bytes: [UInt8], limit: Int) throws(GunzipError) -> [UInt8] {
        guard !bytes.isEmpty else { throw .empty }
        guard isGzip(bytes[...]) || isZlib(bytes[...]) else { throw .notGzip(firstBytes: Array(bytes.prefix(2))) }
        let result = bytes.withUnsafeBufferPointer { input in unpack(input, limit: limit) }
        return try result.get()
    }

    private static func unpack(_ input: UnsafeBufferPointer<UInt8>, limit: Int) -> Result<[UInt8], GunzipError> {
        var stream = z_stream()
        // 15 is the largest window; adding 32 lets zlib read a gzip or a zlib header, whichever it finds.
        guard inflateInit2_(&stream, 15 + 32, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            return .failure(.outOfMemory)
        }
        defer { inflateEnd(&stream) }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: chunk)
        var fed = 0
        while true {
            if stream.avail_in == 0, fed < input.count {
                // zlib counts input in 32 bits: a larger input is handed over a gigabyte at a time.
                let count = min(input.count - fed, 1 << 30)
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress! + fed)
                stream.avail_in = UInt32(count)
                fed += count
            }
            let status = buffer.withUnsafeMutableBufferPointer { out -> Int32 in
                stream.next_out = out.baseAddress
                stream.avail_out = UInt32(out.count)
                return CZlib.inflate(&stream, Z_NO_FLUSH)
            }
            let produced = chunk - Int(stream.avail_out)
            if output.count + produced > limit { return .failure(.tooLarge(limit: limit)) }
            output.append(contentsOf: buffer[..<produced])
            switch status {
            case Z_OK:
                continue
            case Z_STREAM_END:
                let left = Int(stream.avail_in) + input.count - fed
                if left == 0 { return .success(output) }
                let rest = UnsafeBufferPointer(rebasing: input[(input.count - left)...])
                guard isGzip(rest[...]) else { return .failure(.trailingBytes(left)) }
                inflateReset(&stream)
            case Z_BUF_ERROR where stream.avail_in == 0 && fed == input.count:
                return .failure(.cutShort)
            case Z_MEM_ERROR:
                return .failure(.outOfMemory)
            default:
                // Z_DATA_ERROR (a damaged stream or checksum), Z_NEED_DICT (a dictionary it cannot have).
                return .failure(.damaged)
            }
        }
    }

    /// gzip's magic number.
    private static func isGzip<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        Array(bytes.prefix(2)) == [0x1F, 0x8B]
    }

    /// A zlib header: deflate with a window of at most 32 KiB, and a check value that makes the
    /// two bytes a multiple of 31.
    private static func isZlib<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        let head = Array(bytes.prefix(2))
        guard head.count == 2 else { return false }
        return head[0] & 0x0F == 8 && head[0] >> 4 <= 7 && (Int(head[0]) << 8 | Int(head[1])) % 31 == 0
    }
}
