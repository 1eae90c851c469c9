import FolioBase
import FolioModel
import FolioOutput

/// Terms as numbers: each distinct term (its UTF-8 bytes) gets the next id, 0, 1, 2, …, the
/// first time it is looked up. The search index counts terms this way instead of keying
/// dictionaries on `String`, whose hashing and `==` normalize Unicode (NFC) on every call: here a
/// term is hashed eight bytes at a time and compared byte for byte, as JavaScript compares the
/// terms of a query (`é` and `e` with a combining acute are two terms).
///
/// The terms' bytes stand one after another in one array. An open-addressing table (linear
/// probing, at most half full) has at each place two words: part of the term's hash, its length
/// and its id, then its first eight bytes. Most terms have at most eight, so a lookup mostly
/// reads one place and nothing else.
package struct SearchTermTable: Sendable {
    /// Every term's bytes, in id order.
    private var bytes: [UInt8] = []
    /// Where each term starts in `bytes`, and, last, where the last one ends.
    private var starts: [Int] = [0]
    /// Each term's hash, by id (to move them when the table grows).
    private var hashes: [UInt64] = []
    /// Two words a place: 0 when empty, else `tag` (the hash's low 28 bits, the term's length
    /// up to 9, meaning more than 8) over the id plus one (the low 32 bits); then the term's
    /// first 8 bytes, the first the lowest, zeros after a shorter one.
    private var slots: [UInt64]
    /// The number of bits of a place: the table has `1 << bits` places.
    private var bits: Int

    package init(capacity: Int = 64) {
        bits = max(4, Int.bitWidth - (max(capacity, 1) * 2 - 1).leadingZeroBitCount)
        slots = Array(repeating: 0, count: 2 << bits)
    }

    package var count: Int { hashes.count }

    /// The id of `term`, a new one when the table does not hold it yet.
    @inline(__always)
    package mutating func id(of term: UnsafeBufferPointer<UInt8>) -> Int {
        let (hash, prefix) = Self.hash(term)
        let tag = hash << 36 | UInt64(min(term.count, 9)) << 32
        let mask = (1 << bits) - 1
        var place = self.place(of: hash)
        while true {
            let slot = slots[2 * place]
            if slot == 0 { return insert(term, hash: hash, at: place) }
            if slot & 0xFFFF_FFFF_0000_0000 == tag && slots[2 * place + 1] == prefix {
                let id = Int(slot & 0xFFFF_FFFF) - 1
                if term.count <= 8 || holds(id, term) { return id }
            }
            place = (place + 1) & mask
        }
    }

    /// Calls `body` with the bytes of term `id`.
    package func withTerm<Result>(_ id: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        bytes.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[starts[id]..<starts[id + 1]])) }
    }

    /// The ids in the order of their terms' UTF-16 code units (JavaScript's `<` on strings).
    package func idsInUTF16Order() -> [Int] {
        bytes.withUnsafeBufferPointer { all in
            (0..<count).sorted { a, b in
                Self.precedesInUTF16(UnsafeBufferPointer(rebasing: all[starts[a]..<starts[a + 1]]),
                                     UnsafeBufferPointer(rebasing: all[starts[b]..<starts[b + 1]]))
            }
        }
    }

    /// Whether valid UTF-8 `a` comes before `b` in UTF-16 code units. UTF-8's byte order is
    /// the order of code points, which UTF-16's is too but for one thing: a code point beyond
    /// U+FFFF (a surrogate pair, from D800) comes before U+E000…U+FFFF. Where two valid UTF-8
    /// texts first differ both stand at the same place in a character, so only a first byte
    /// of U+E000…U+FFFF (EE or EF) needs moving: after F0…F4, those of code points beyond
    /// U+FFFF.
    package static func precedesInUTF16(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(a.count, b.count)
        var index = 0
        while index < common && a[index] == b[index] { index += 1 }
        guard index < common else { return a.count < b.count }
        func key(_ byte: UInt8) -> UInt8 { byte == 0xEE || byte == 0xEF ? byte + 0x10 : byte }
        return key(a[index]) < key(b[index])
    }

    /// The term's hash, eight bytes at a time (a multiply and a shift each), and its first
    /// eight bytes as a word, the first the lowest (zeros after a shorter term).
    @inline(__always)
    private static func hash(_ term: UnsafeBufferPointer<UInt8>) -> (hash: UInt64, prefix: UInt64) {
        let count = term.count
        let prefix = count >= 8 ? word(term, at: 0) : shortWord(term)
        var hash = (prefix ^ UInt64(count) &* 0x9E37_79B9_7F4A_7C15) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash >> 31
        var index = 8
        while index < count {
            hash = (hash ^ (count - index >= 8 ? word(term, at: index) : shortWord(UnsafeBufferPointer(rebasing: term[index...])))) &* 0xBF58_476D_1CE4_E5B9
            hash ^= hash >> 31
            index += 8
        }
        return (hash, prefix)
    }

    /// The eight bytes at `index`.
    @inline(__always)
    private static func word(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> UInt64 {
        UInt64(littleEndian: UnsafeRawPointer(bytes.baseAddress! + index).loadUnaligned(as: UInt64.self))
    }

    /// Fewer than eight bytes as a word, zeros after them: two loads that may overlap (each
    /// byte lands where it belongs, so an overlap changes nothing).
    @inline(__always)
    private static func shortWord(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let count = bytes.count
        guard let base = bytes.baseAddress, count > 0 else { return 0 }
        let raw = UnsafeRawPointer(base)
        if count >= 4 {
            let low = UInt64(UInt32(littleEndian: raw.loadUnaligned(as: UInt32.self)))
            let high = UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: count - 4, as: UInt32.self)))
            return low | high << (8 * (count - 4))
        }
        return UInt64(base[0]) | UInt64(base[count / 2]) << (8 * (count / 2)) | UInt64(base[count - 1]) << (8 * (count - 1))
    }

    /// Adds `term` at the empty `place`.
    private mutating func insert(_ term: UnsafeBufferPointer<UInt8>, hash: UInt64, at place: Int) -> Int {
        let id = count
        bytes.append(contentsOf: term)
        starts.append(bytes.count)
        hashes.append(hash)
        slots[2 * place] = hash << 36 | UInt64(min(term.count, 9)) << 32 | UInt64(id + 1)
        slots[2 * place + 1] = Self.hash(term).prefix
        if count * 2 > 1 << bits { grow() }
        return id
    }

    private func holds(_ id: Int, _ term: UnsafeBufferPointer<UInt8>) -> Bool {
        let start = starts[id]
        guard starts[id + 1] - start == term.count else { return false }
        return bytes.withUnsafeBufferPointer { all in
            var offset = 0
            while offset < term.count && all[start + offset] == term[offset] { offset += 1 }
            return offset == term.count
        }
    }

    /// The hash's top `bits`.
    @inline(__always)
    private func place(of hash: UInt64) -> Int {
        Int(truncatingIfNeeded: hash >> UInt64(64 - bits))
    }

    private mutating func grow() {
        let old = slots
        bits += 1
        slots = Array(repeating: 0, count: 2 << bits)
        let mask = (1 << bits) - 1
        for at in stride(from: 0, to: old.count, by: 2) where old[at] != 0 {
            var place = place(of: hashes[Int(old[at] & 0xFFFF_FFFF) - 1])
            while slots[2 * place] != 0 { place = (place + 1) & mask }
            slots[2 * place] = old[at]
            slots[2 * place + 1] = old[at + 1]
        }
    }
}
