import FolioBase
import FolioModel

extension LuaParser {
    /// A number as Lua writes one: `12`, `0.5`, `.5`, `1e+20`, `1.5E-7`, `0x1F`, at its first
    /// byte. A number too large for a double is `inf`, as in Lua; the reader of each field
    /// checks its range.
    package mutating func parseNumber() throws -> Double {
        let start = index
        if peek == UInt8(ascii: "0"), index + 1 < bytes.count, bytes[index + 1] | 0x20 == UInt8(ascii: "x") {
            index += 2
            var value = 0.0
            var digits = 0
            while let byte = peek, let digit = Self.hexDigit(byte) {
                value = value * 16 + Double(digit)
                digits += 1
                index += 1
            }
            guard digits > 0 else { throw fail("a hexadecimal number has no digits") }
            try checkEnd(of: start)
            return value
        }
        var digits = skipDigits()
        if peek == UInt8(ascii: ".") {
            index += 1
            digits += skipDigits()
        }
        guard digits > 0 else { throw fail("expected a value, found `.`") }
        if let byte = peek, byte | 0x20 == UInt8(ascii: "e") {
            index += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { index += 1 }
            guard skipDigits() > 0 else { throw fail("a number's exponent has no digits") }
        }
        try checkEnd(of: start)
        let literal = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(literal) else { throw fail("`\(literal)` is not a number") }
        return value
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
        return index - start
    }

    /// A number ends where a name could not go on: `12abc` is neither.
    private mutating func checkEnd(of start: Int) throws {
        guard let byte = peek, Self.isNameByte(byte) || byte == UInt8(ascii: ".") else { return }
        while let next = peek, Self.isNameByte(next) || next == UInt8(ascii: ".") { index += 1 }
        throw fail("`\(String(decoding: bytes[start..<index], as: UTF8.self))` is not a number")
    }
}
