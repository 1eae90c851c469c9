/// A path inside the output as its UTF-8 bytes, compared and hashed as bytes. A browser asks
/// for exactly these bytes, and a Linux file system matches exactly these bytes; `String`
/// equality would also match another Unicode normalisation of the name, and hashing a `String`
/// normalises non-ASCII text each time.
struct PathBytes: Hashable, Sendable {
    let bytes: [UInt8]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    init(_ path: String) {
        bytes = Array(path.utf8)
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
