import FolioBase
import FolioModel

extension LuaParser {
    /// Skips white space and comments: `-- …` to the end of the line, `--[[ … ]]` and
    /// `--[==[ … ]==]` (KOReader's `dump` writes `nil --[[ FUNCTION ]]` for a function).
    package mutating func skipTrivia() {
        while let byte = peek {
            if byte == 0x0A || byte == 0x0D {
                newline()
            } else if byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "-"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "-") {
                index += 2
                if startsLongBracket, let level = longBracketLevel() {
                    // An unclosed block comment runs to the end, where the next step says what is missing.
                    _ = try? skipLong(level: level, what: "comment")
                } else {
                    while let next = peek, next != 0x0A, next != 0x0D { index += 1 }
                }
            } else {
                return
            }
        }
    }

    /// A line break (`\n`, `\r`, `\r\n` or `\n\r`, as Lua counts them), at its first byte.
    package mutating func newline() {
        let first = bytes[index]
        index += 1
        if let next = peek, next == 0x0A || next == 0x0D, next != first { index += 1 }
        line += 1
    }

    /// Whether a long bracket (`[[`, `[=[`, …) starts here.
    package var startsLongBracket: Bool {
        guard peek == UInt8(ascii: "[") else { return false }
        var end = index + 1
        while end < bytes.count, bytes[end] == UInt8(ascii: "=") { end += 1 }
        return end < bytes.count && bytes[end] == UInt8(ascii: "[")
    }

    /// The level of the long bracket here (the number of `=`), past its opening.
    private mutating func longBracketLevel() -> Int? {
        guard startsLongBracket else { return nil }
        index += 1
        var level = 0
        while peek == UInt8(ascii: "=") {
            level += 1
            index += 1
        }
        index += 1
        return level
    }

    /// The bytes up to the closing bracket of `level`, past it.
    @discardableResult
    private mutating func skipLong(level: Int, what: String) throws -> [UInt8] {
        let start = line
        var text: [UInt8] = []
        while let byte = peek {
            if byte == UInt8(ascii: "]") {
                var end = index + 1
                while end < bytes.count, bytes[end] == UInt8(ascii: "="), end - index - 1 < level { end += 1 }
                if end - index - 1 == level, end < bytes.count, bytes[end] == UInt8(ascii: "]") {
                    index = end + 1
                    return text
                }
            }
            if byte == 0x0A || byte == 0x0D {
                newline()
                text.append(0x0A)
            } else {
                text.append(byte)
                index += 1
            }
        }
        throw LuaParseError(line: start, reason: "a long \(what) opened on this line is never closed")
    }

    /// `[[ … ]]`: its text as written, but for a first line break, which Lua leaves out.
    package mutating func parseLongString() throws -> String {
        let start = line
        guard let level = longBracketLevel() else { throw fail("expected a string") }
        if let byte = peek, byte == 0x0A || byte == 0x0D { newline() }
        return text(try skipLong(level: level, what: "string"), line: start)
    }

    /// `"…"` or `'…'`, with Lua's escapes: `\n`, `\t`, `\\`, `\"`, `\` before a line break
    /// (the break is kept: KOReader writes every line break so), `\ddd`, `\xhh`, `\z`, `\u{h…}`.
    package mutating func parseQuotedString() throws -> String {
        let quote = bytes[index]
        let start = line
        index += 1
        var text: [UInt8] = []
        while true {
            guard let byte = peek else { throw LuaParseError(line: start, reason: "a string opened on this line is never closed") }
            if byte == quote {
                index += 1
                return self.text(text, line: start)
            }
            if byte == 0x0A || byte == 0x0D { throw fail("a string runs into a line break without `\\` before it") }
            index += 1
            guard byte == UInt8(ascii: "\\") else {
                text.append(byte)
                continue
            }
            guard let escape = peek else { throw LuaParseError(line: start, reason: "a string opened on this line is never closed") }
            switch escape {
            case 0x0A, 0x0D:
                newline()
                text.append(0x0A)
                continue
            case UInt8(ascii: "z"):
                index += 1
                while let next = peek, next == 0x20 || (0x09...0x0D).contains(next) {
                    if next == 0x0A || next == 0x0D { newline() } else { index += 1 }
                }
                continue
            case UInt8(ascii: "x"):
                index += 1
                text.append(try hexEscape())
                continue
            case UInt8(ascii: "u"):
                index += 1
                text += try unicodeEscape()
                continue
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                var value = 0
                var digits = 0
                while digits < 3, let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) {
                    value = value * 10 + Int(next - UInt8(ascii: "0"))
                    digits += 1
                    index += 1
                }
                guard value <= 255 else { throw fail("a string's escape `\\\(value)` is beyond 255") }
                text.append(UInt8(value))
                continue
            default:
                break
            }
            let simple: [UInt8: UInt8] = [
                UInt8(ascii: "a"): 7, UInt8(ascii: "b"): 8, UInt8(ascii: "f"): 12, UInt8(ascii: "n"): 10, UInt8(ascii: "r"): 13,
                UInt8(ascii: "t"): 9, UInt8(ascii: "v"): 11, UInt8(ascii: "\\"): 92, UInt8(ascii: "\""): 34, UInt8(ascii: "'"): 39,
            ]
            guard let value = simple[escape] else { throw fail("a string has an escape Lua does not know: `\\\(Character(UnicodeScalar(escape)))`") }
            text.append(value)
            index += 1
        }
    }

    /// `\xhh`: two hexadecimal digits.
    private mutating func hexEscape() throws -> UInt8 {
        guard index + 1 < bytes.count, let high = Self.hexDigit(bytes[index]), let low = Self.hexDigit(bytes[index + 1]) else {
            throw fail("a string's escape `\\x` is not followed by two hexadecimal digits")
        }
        index += 2
        return UInt8(high * 16 + low)
    }

    /// `\u{h…}`: a Unicode scalar, as UTF-8.
    private mutating func unicodeEscape() throws -> [UInt8] {
        guard peek == UInt8(ascii: "{") else { throw fail("a string's escape `\\u` is not followed by `{`") }
        index += 1
        var value: UInt32 = 0
        var digits = 0
        while let byte = peek, let digit = Self.hexDigit(byte) {
            value = digits < 8 ? value &* 16 &+ UInt32(digit) : 0x11_0000
            digits += 1
            index += 1
        }
        guard digits > 0, peek == UInt8(ascii: "}"), let scalar = Unicode.Scalar(value) else {
            throw fail("a string's escape `\\u{…}` does not name a Unicode character")
        }
        index += 1
        return Array(String(Character(scalar)).utf8)
    }

    package static func hexDigit(_ byte: UInt8) -> Int? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: nil
        }
    }

    /// A string's bytes as text: a NUL dropped and bytes that are not UTF-8 shown as `�`, each
    /// told in `problems`.
    private mutating func text(_ bytes: [UInt8], line: Int) -> String {
        var kept = bytes
        if kept.contains(0) {
            kept.removeAll { $0 == 0 }
            problems.append((line, "a string holds a NUL character; the text is kept without it"))
        }
        if let valid = String(validating: kept, as: UTF8.self) { return valid }
        problems.append((line, "a string is not valid UTF-8; the bytes that are not are shown as �"))
        return String(decoding: kept, as: UTF8.self)
    }
}
