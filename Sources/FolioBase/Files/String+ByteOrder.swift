import Foundation

extension String {
    /// Whether this text comes before `other` in the byte order of their UTF-8, the same on every
    /// machine (String's own `<` compares Unicode-normalised text). One `memcmp` over each
    /// text's contiguous bytes.
    package func precedesInByteOrder(_ other: String) -> Bool {
        var a = self, b = other
        return a.withUTF8 { x in b.withUTF8 { y in x.precedesInByteOrder(y) } }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether these bytes come before `other` in byte order: a prefix first.
    package func precedesInByteOrder(_ other: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = Swift.min(count, other.count)
        if common > 0, let base = baseAddress, let otherBase = other.baseAddress {
            let order = memcmp(base, otherBase, common)
            if order != 0 { return order < 0 }
        }
        return count < other.count
    }
}
