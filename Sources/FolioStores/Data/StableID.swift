import FolioBase
import FolioModel

/// A record's identifier in its store, made the path segment of its page, so that the page keeps
/// its address when the record's title changes ([output.md](../../../docs/output.md#paths)).
///
/// - An identifier that is a tidy segment already is kept as the store writes it: ASCII letters,
///   digits, `-`, `_` and `.`, starting and ending with a letter or digit, at most 100 bytes, and
///   not a name Windows reserves (`con`, `nul.txt`, …). Letter case is kept; `PathAllocator`
///   tells apart two that differ only in case.
/// - Any other identifier (a `/`, a space, a control character, too long) becomes `id-` and the
///   16 hex digits of its XXH64 hash: as stable as the identifier, and never a path of its own.
/// - A record without one (NULL, empty) is named by its row in the store instead (`fallback`,
///   such as `calibre-12`), with a warning: that name moves if the row does.
package enum StableID {
    package static let maximumBytes = 100

    /// The segment for a store's identifier; nil when there is none (NULL, empty, only white space).
    package static func segment(_ id: String?) -> String? {
        guard let id, !id.allSatisfy(\.isWhitespace) else { return nil }
        if isTidy(id) { return id }
        return "id-" + hex(id.utf8.withContiguousStorageIfAvailable { XXH64.hash(UnsafeRawBufferPointer($0)) }
            ?? Array(id.utf8).withUnsafeBytes { XXH64.hash($0) })
    }

    /// The segment for `id`; when there is none, `fallback` (the record's row, which the store
    /// keeps while the record lives), and a warning naming the record and `field`.
    package static func segment(
        _ id: String?, field: String, fallback: String, at location: SourceLocation, diagnostics: inout Diagnostics
    ) -> String {
        if let segment = segment(id) { return segment }
        diagnostics.warn(at: location, "\(field) is \(id == nil ? "missing" : "empty"), so its page is named \(fallback.quotedForMessage) after its row; "
                         + "it keeps that address while the row keeps its number")
        return fallback
    }

    private static func isTidy(_ id: String) -> Bool {
        let bytes = Array(id.utf8)
        guard !bytes.isEmpty, bytes.count <= maximumBytes, isLetterOrDigit(bytes[0]), isLetterOrDigit(bytes[bytes.count - 1]),
              bytes.allSatisfy({ isLetterOrDigit($0) || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: ".") }) else {
            return false
        }
        // Windows refuses these names with any extension: `nul.txt` too.
        let base = id.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)[0].lowercased()
        return !Slug.reserved.contains(base)
    }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
