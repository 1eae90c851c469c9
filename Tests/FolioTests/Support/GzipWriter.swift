/// gzip and zlib data for tests, written by hand so that a test can make exactly the stream it
/// means, good or bad, without a second caller of zlib: stored (uncompressed) deflate blocks
/// with their checksums, and a "bomb" of repeated matches that unpacks to far more than it is.
enum GzipWriter {
    /// `bytes` as one gzip member of stored blocks.
    static func gzip(_ bytes: [UInt8]) -> [UInt8] {
        [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0xFF] + stored(bytes) + littleEndian(crc32(bytes)) + littleEndian(UInt32(truncatingIfNeeded: bytes.count))
    }

    /// `bytes` in a zlib wrapper (as some tools write instead of gzip).
    static func zlib(_ bytes: [UInt8]) -> [UInt8] {
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in bytes {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = b << 16 | a
        return [0x78, 0x01] + stored(bytes) + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// A gzip member that unpacks to at least `size` zero bytes from about size / 160 bytes:
    /// one literal zero, then matches of 258 bytes at distance 1, in deflate's fixed codes. Its
    /// trailer is never reached by a reader that stops at a limit below `size`.
    static func bomb(unpackedSize size: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1)  // the last block
        bits.write(1, count: 2)  // fixed Huffman codes
        bits.writeCode(0b0011_0000, count: 8)  // literal 0
        for _ in 0..<(size / 258 + 1) {
            bits.writeCode(0b1100_0101, count: 8)  // length 258
            bits.writeCode(0, count: 5)  // distance 1
        }
        bits.writeCode(0, count: 7)  // end of block
        return [0x1F, 0x8B, 0x08, 0, 0, 0, 0, 0, 0, 0xFF] + bits.bytes + [0, 0, 0, 0, 0, 0, 0, 0]
    }

    private static func stored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var start = 0
        repeat {
            let end = min(bytes.count, start + 65535)
            let length = UInt16(end - start)
            out += [end == bytes.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8(~length >> 8)]
            out += bytes[start..<end]
            start = end
        } while start < bytes.count
        return out
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? crc >> 1 ^ 0xEDB8_8320 : crc >> 1 }
        }
        return ~crc
    }

    private static func littleEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)]
    }

    /// Deflate's bit order: values from their lowest bit, Huffman codes from their highest.
    private struct BitWriter {
        var bytes: [UInt8] = []
        private var used = 8

        mutating func write(_ value: UInt32, count: Int) {
            for bit in 0..<count { append(value >> bit & 1) }
        }

        mutating func writeCode(_ code: UInt32, count: Int) {
            for bit in (0..<count).reversed() { append(code >> bit & 1) }
        }

        private mutating func append(_ bit: UInt32) {
            if used == 8 {
                bytes.append(0)
                used = 0
            }
            bytes[bytes.count - 1] |= UInt8(bit) << used
            used += 1
        }
    }
}
