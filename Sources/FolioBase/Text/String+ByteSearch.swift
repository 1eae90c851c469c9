#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Where `needle` first occurs in the text from `offset` (in UTF-8 bytes) on, found in
    /// the text's bytes. Foundation's `range(of:)` and the standard library's generic
    /// `firstRange(of:)` both cost far more per call, and a build calls this for every note.
    /// `needle` must begin with an ASCII byte, so the range starts on a character.
    package func byteRange(of needle: String, from offset: Int = 0) -> Range<String.Index>? {
        var text = self
        var needle = needle
        let found = text.withUTF8 { haystack in
            needle.withUTF8 { needle -> Int? in
                guard let base = haystack.baseAddress, let wanted = needle.baseAddress else { return nil }
                var at = offset
                // Each place the first byte is (memchr), then the rest compared (memcmp).
                while at + needle.count <= haystack.count {
                    guard let hit = memchr(base + at, Int32(wanted.pointee), haystack.count - needle.count - at + 1) else { return nil }
                    at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                    if memcmp(base + at, wanted, needle.count) == 0 { return at }
                    at += 1
                }
                return nil
            }
        }
        guard let found else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: found)
        return start..<utf8.index(start, offsetBy: needle.utf8.count)
    }
}
