/// JSON string literals safe to stand inside a `<script>`: besides what JSON needs, `<`, `>` and
/// `&` are escaped (so no `</script>` or `<!--` can end or change the script), and so are U+2028
/// and U+2029 (line terminators to older JavaScript).
package enum JSONString {
    /// Appends `text` as a JSON string literal. Runs of bytes that need no escape are copied
    /// whole, found eight bytes at a time.
    package static func append(_ text: String, to out: inout [UInt8]) {
        var text = text
        out.append(UInt8(ascii: "\""))
        text.withUTF8 { appendEscaped($0, to: &out) }
        out.append(UInt8(ascii: "\""))
    }

    /// Appends the UTF-8 `bytes` as they stand inside a JSON string literal, without its quotes:
    /// what `append` writes between them, so texts joined by `\n` may be written piece by piece.
    package static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var start = 0
        var index = 0
        while index < bytes.count {
            if index + ByteWord.size <= bytes.count {
                // Straight to the word's first byte that may need an escape, if any.
                let mask = needsLook(ByteWord(bytes, at: index))
                index += mask == 0 ? ByteWord.size : mask.trailingZeroBitCount / 8
                if mask == 0 { continue }
            }
            let byte = bytes[index]
            let escape: [UInt8]
            var length = 1
            switch byte {
            case UInt8(ascii: "\""): escape = [0x5C, 0x22]
            case UInt8(ascii: "\\"): escape = [0x5C, 0x5C]
            case UInt8(ascii: "\n"): escape = [0x5C, UInt8(ascii: "n")]
            case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), 0x00..<0x20: escape = escaped(UInt32(byte))
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                escape = escaped(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029)
                length = 3
            default:
                index += 1
                continue
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
            out.append(contentsOf: escape)
            index += length
            start = index
        }
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    }

    /// The high bit of each byte of the word that needs an escape or may start a line separator
    /// (0xE2), and no other bit: zero for a word to copy as it is. (The lowest set bit is the
    /// first such byte: `ByteWord` reads words little-endian.) The scan jumps to that byte.
    private static func needsLook(_ word: ByteWord) -> UInt64 {
        word.mask(below: 0x20) | word.mask(equalTo: UInt8(ascii: "\"")) | word.mask(equalTo: UInt8(ascii: "\\"))
            | word.mask(equalTo: UInt8(ascii: "<")) | word.mask(equalTo: UInt8(ascii: ">")) | word.mask(equalTo: UInt8(ascii: "&"))
            | word.mask(equalTo: 0xE2)
    }

    private static func escaped(_ value: UInt32) -> [UInt8] {
        let hex = String(value, radix: 16)
        return Array(("\\u" + String(repeating: "0", count: 4 - hex.count) + hex).utf8)
    }
}
