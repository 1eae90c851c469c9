import Mustache

/// How `{{value}}` is escaped in Folio's templates: the five characters swift-mustache's HTML
/// content type replaces, with the same entities, found by scanning UTF-8 bytes. swift-mustache
/// looks each `Character` up in a dictionary, which was a tenth of a build's CPU, and misses a
/// quote that a combining mark fuses into a bigger `Character`; a byte scan cannot.
///
/// Every template is parsed after a `{{% CONTENT_TYPE: FolioHTML}}` line (see `TemplateLibrary`).
struct HTMLEscaping: MustacheContentType {
    static let name = "FolioHTML"
    /// swift-mustache keeps content types in a process-wide table; Folio's is added once.
    static let registered: Void = MustacheContentTypes.register(HTMLEscaping(), named: name)

    func escapeText(_ text: String) -> String {
        var text = text
        guard let escaped = text.withUTF8({ Self.escape($0) }) else { return text }
        return escaped
    }

    /// The escaped text, or nil when nothing needs escaping.
    static func escape(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard var start = bytes.firstIndex(where: { entity(for: $0) != nil }) else { return nil }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + 32)
        output.append(contentsOf: bytes[..<start])
        while start < bytes.count {
            var end = start
            while end < bytes.count, entity(for: bytes[end]) == nil { end += 1 }
            output.append(contentsOf: bytes[start..<end])
            if end < bytes.count {
                output.append(contentsOf: entity(for: bytes[end])!.utf8)
                end += 1
            }
            start = end
        }
        return String(decoding: output, as: UTF8.self)
    }

    @inline(__always)
    private static func entity(for byte: UInt8) -> String? {
        switch byte {
        case UInt8(ascii: "<"): return "&lt;"
        case UInt8(ascii: ">"): return "&gt;"
        case UInt8(ascii: "&"): return "&amp;"
        case UInt8(ascii: "\""): return "&quot;"
        case UInt8(ascii: "'"): return "&#39;"
        default: return nil
        }
    }
}
