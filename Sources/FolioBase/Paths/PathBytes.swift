/// A path inside the output as its UTF-8 bytes, compared and hashed as bytes. A browser asks
/// for exactly these bytes, and a Linux file system matches exactly these bytes; `String`
/// equality would also match another Unicode normalisation of the name, and hashing a `String`
/// normalises non-ASCII text each time.
package struct PathBytes: Hashable, Sendable, CustomStringConvertible {
    package let bytes: [UInt8]

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    package init(_ path: String) {
        bytes = Array(path.utf8)
    }

    package func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }

    /// The path as text (paths are made from text, so their bytes are UTF-8).
    package var description: String { String(decoding: bytes, as: UTF8.self) }

    /// Whether this path comes before `other` in byte order (`String.precedesInByteOrder`).
    package func precedesInByteOrder(_ other: PathBytes) -> Bool {
        bytes.withUnsafeBufferPointer { x in other.bytes.withUnsafeBufferPointer { y in x.precedesInByteOrder(y) } }
    }
}
