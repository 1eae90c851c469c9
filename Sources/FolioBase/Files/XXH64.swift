/// XXH64 with seed 0, as specified in xxHash's `doc/xxhash_spec.md`.
package enum XXH64 {
    private static let prime1: UInt64 = 0x9E37_79B1_85EB_CA87
    private static let prime2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
    private static let prime3: UInt64 = 0x1656_67B1_9E37_79F9
    private static let prime4: UInt64 = 0x85EB_CA77_C2B2_AE63
    private static let prime5: UInt64 = 0x27D4_EB2F_1656_67C5

    package static func hash(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        let count = bytes.count
        var offset = 0
        var value: UInt64
        if count >= 32 {
            var lanes = (prime1 &+ prime2, prime2, UInt64(0), 0 &- prime1)
            while offset + 32 <= count {
                lanes.0 = round(lanes.0, word(bytes, offset))
                lanes.1 = round(lanes.1, word(bytes, offset + 8))
                lanes.2 = round(lanes.2, word(bytes, offset + 16))
                lanes.3 = round(lanes.3, word(bytes, offset + 24))
                offset += 32
            }
            value = rotate(lanes.0, 1) &+ rotate(lanes.1, 7) &+ rotate(lanes.2, 12) &+ rotate(lanes.3, 18)
            value = merge(value, lanes.0)
            value = merge(value, lanes.1)
            value = merge(value, lanes.2)
            value = merge(value, lanes.3)
        } else {
            value = prime5
        }
        value &+= UInt64(count)
        while offset + 8 <= count {
            value ^= round(0, word(bytes, offset))
            value = rotate(value, 27) &* prime1 &+ prime4
            offset += 8
        }
        if offset + 4 <= count {
            value ^= UInt64(bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self).littleEndian) &* prime1
            value = rotate(value, 23) &* prime2 &+ prime3
            offset += 4
        }
        while offset < count {
            value ^= UInt64(bytes[offset]) &* prime5
            value = rotate(value, 11) &* prime1
            offset += 1
        }
        value ^= value >> 33
        value &*= prime2
        value ^= value >> 29
        value &*= prime3
        value ^= value >> 32
        return value
    }

    @inline(__always)
    private static func word(_ bytes: UnsafeRawBufferPointer, _ offset: Int) -> UInt64 {
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self).littleEndian
    }

    @inline(__always)
    private static func rotate(_ value: UInt64, _ bits: UInt64) -> UInt64 {
        (value << bits) | (value >> (64 - bits))
    }

    @inline(__always)
    private static func round(_ lane: UInt64, _ input: UInt64) -> UInt64 {
        rotate(lane &+ input &* prime2, 31) &* prime1
    }

    @inline(__always)
    private static func merge(_ value: UInt64, _ lane: UInt64) -> UInt64 {
        (value ^ round(0, lane)) &* prime1 &+ prime4
    }
}
