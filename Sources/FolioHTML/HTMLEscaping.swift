/// Text made safe to stand in HTML, as text or as a quoted attribute value: `&`, `<`, `>`, `"`
/// and `'` written as entities. Found by scanning UTF-8 bytes, so a combining mark after `<`
/// cannot hide it inside one Character. This is Folio's one HTML escaper: the templates
/// (FolioMustache), Apple Notes' bodies, the sanitizer, highlighted code and the links Folio
/// writes all escape through here. `escapeText` is for text between tags only (highlighted
/// code): it leaves `'` as it is, as libcmark writes the code it does not colour.
public enum HTMLEscaping {
    public static func escaped(_ text: String) -> String {
        var output = ""
        escape(text, into: &output)
        return output
    }

    /// Appends `text`, escaped, to `output`.
    public static func escape(_ text: String, into output: inout String) {
        var utf8 = text
        let escaped: [UInt8]? = utf8.withUTF8 { bytes in
            guard bytes.contains(where: { entity(for: $0) != nil }) else { return nil }
            var escaped: [UInt8] = []
            escaped.reserveCapacity(bytes.count + 16)
            escape(bytes, into: &escaped)
            return escaped
        }
        output += escaped.map { String(decoding: $0, as: UTF8.self) } ?? text
    }

    /// Appends the UTF-8 `bytes`, escaped, to `output`.
    public static func escape(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var start = 0
        for index in 0..<bytes.count {
            guard let entity = entity(for: bytes[index]) else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// Appends the UTF-8 `bytes`, escaped for text between tags (not for an attribute value), to
    /// `output`: as `escape`, but `'` stands as it is.
    public static func escapeText(_ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]) {
        var start = 0
        for index in 0..<bytes.count where bytes[index] != UInt8(ascii: "'") {
            guard let entity = entity(for: bytes[index]) else { continue }
            output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            output.append(contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
            start = index + 1
        }
        output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }

    /// The entity a byte is escaped as, or nil when it stands as it is.
    private static func entity(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "<"): "&lt;"
        case UInt8(ascii: ">"): "&gt;"
        case UInt8(ascii: "&"): "&amp;"
        case UInt8(ascii: "\""): "&quot;"
        case UInt8(ascii: "'"): "&#39;"
        default: nil
        }
    }
}
