import FolioBase
import FolioModel

/// Reads the Lua that KOReader writes for a book's settings (`metadata.epub.lua`) as data,
/// never as code: `return` and one table literal, with comments, nested tables, `["string"]`,
/// `[number]`, `[true]` and bare `name =` keys, listed values, quoted and long strings with
/// every escape Lua knows, numbers (decimal, hexadecimal, negative, fractions, exponents, and
/// `inf` and `nan` as KOReader's `dump` writes them), `true`, `false` and `nil`. Anything else
/// (a name, a call such as `os.execute(…)`, an operator) is refused with its line: such a file
/// is not one KOReader wrote, and running it would run whatever it holds.
///
/// A file may nest tables at most `deepest` deep and hold at most `mostValues` values; the
/// caller bounds its size. Text that is not UTF-8 is repaired and a NUL is dropped, each told
/// in `problems`.
package struct LuaParser {
    package static let deepest = 64
    package static let mostValues = 2_000_000

    package let bytes: [UInt8]
    package var index = 0
    package var line = 1
    package var values = 0
    /// What was repaired, each with its line: the caller turns them into warnings.
    package var problems: [(line: Int, reason: String)] = []

    package init(_ bytes: [UInt8]) {
        self.bytes = bytes
        // A byte-order mark is not Lua, but an editor may have added one.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// The table the file returns.
    package mutating func parseReturnedTable() throws -> LuaTable {
        skipTrivia()
        let start = index
        guard word() == "return" else {
            index = start
            throw fail(index < bytes.count ? "expected `return {`, found \(found)" : "is empty: expected `return {`")
        }
        skipTrivia()
        guard peek == UInt8(ascii: "{") else { throw fail("expected a table after `return`, found \(found)") }
        let table = try parseTable(depth: 1)
        skipTrivia()
        if peek == UInt8(ascii: ";") {
            index += 1
            skipTrivia()
        }
        guard index >= bytes.count else { throw fail("expected the end of the file after the table, found \(found)") }
        return table
    }

    /// `{ field, field; … }`, at `{`.
    package mutating func parseTable(depth: Int) throws -> LuaTable {
        guard depth <= Self.deepest else {
            throw fail("nests tables more than \(Self.deepest) deep; Folio reads at most \(Self.deepest) levels (KOReader writes fewer than 10)")
        }
        let start = line
        index += 1
        var table = LuaTable()
        var position = 1.0
        while true {
            skipTrivia()
            guard let byte = peek else { throw fail("a table opened on line \(start) is never closed") }
            if byte == UInt8(ascii: "}") {
                index += 1
                return table
            }
            if byte == UInt8(ascii: "["), !startsLongBracket {
                index += 1
                skipTrivia()
                let keyLine = line
                let key = try parseValue(depth: depth)
                skipTrivia()
                try expect("]", after: "a key")
                skipTrivia()
                try expect("=", after: "a key")
                table.set(try Self.key(key, line: keyLine), try parseValue(depth: depth))
            } else if Self.isNameStart(byte), let name = nameBeforeEquals() {
                table.set(.string(name), try parseValue(depth: depth))
            } else {
                table.set(.number(position), try parseValue(depth: depth))
                position += 1
            }
            skipTrivia()
            switch peek {
            case UInt8(ascii: ","), UInt8(ascii: ";"): index += 1
            case UInt8(ascii: "}"): break
            case nil: throw fail("a table opened on line \(start) is never closed")
            default: throw fail("expected `,` or `}` after a value, found \(found)")
            }
        }
    }

    /// One value; nil for `nil`.
    package mutating func parseValue(depth: Int) throws -> LuaValue? {
        skipTrivia()
        values += 1
        guard values <= Self.mostValues else {
            throw fail("holds more than \(Self.mostValues) values; Folio reads at most that many from a sidecar")
        }
        guard let byte = peek else { throw fail("ends where a value was expected") }
        switch byte {
        case UInt8(ascii: "{"):
            return .table(try parseTable(depth: depth + 1))
        case UInt8(ascii: "\""), UInt8(ascii: "'"):
            return .string(try parseQuotedString())
        case UInt8(ascii: "[") where startsLongBracket:
            return .string(try parseLongString())
        case UInt8(ascii: "-"):
            // A sign before a number only (`-3`, `-inf`): nothing else is worked out.
            index += 1
            skipTrivia()
            if let next = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(next) || next == UInt8(ascii: ".") {
                return .number(-(try parseNumber()))
            }
            let saved = (index, line)
            if let next = peek, Self.isNameStart(next) {
                switch word() {
                case "inf": return .number(-.infinity)
                case "nan": return .number(.nan)
                default: (index, line) = saved
                }
            }
            throw fail("expected a number after `-`, found \(found): Folio reads a sidecar as data and never works anything out")
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."):
            return .number(try parseNumber())
        default:
            guard Self.isNameStart(byte) else { throw fail("expected a value, found \(found)") }
            return try parseNamedValue()
        }
    }

    /// `true`, `false`, `nil`, or `inf` and `nan` (KOReader's `dump` writes a number that is
    /// no number so). Any other name is code.
    private mutating func parseNamedValue() throws -> LuaValue? {
        let nameLine = line
        let name = word()
        switch name {
        case "true": return .boolean(true)
        case "false": return .boolean(false)
        case "nil": return nil
        case "inf": return .number(.infinity)
        case "nan": return .number(.nan)
        default: break
        }
        var path = name
        skipTrivia()
        while peek == UInt8(ascii: ".") || peek == UInt8(ascii: ":"), index + 1 < bytes.count, Self.isNameStart(bytes[index + 1]) {
            path += String(UnicodeScalar(bytes[index]))
            index += 1
            path += word()
            skipTrivia()
        }
        let call = [UInt8(ascii: "("), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "{")].contains(peek ?? 0)
        line = nameLine
        let what = call ? "`\(path)(…)` is a call" : "`\(path)` is a name"
        throw fail("\(what), not a value: Folio reads a sidecar as data (strings, numbers, true, false, nil and tables) and never runs it")
    }

    // MARK: - Reading bytes

    package var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    /// What stands at the current place, for a message: `+`, `the end of the file`.
    package var found: String {
        guard let byte = peek else { return "the end of the file" }
        if Self.isNameStart(byte) {
            var end = index
            while end < bytes.count, Self.isNameByte(bytes[end]), end - index < 40 { end += 1 }
            return "`" + String(decoding: bytes[index..<end], as: UTF8.self) + "`"
        }
        if byte < 0x20 || byte >= 0x7F { return "the byte 0x" + String(byte, radix: 16, uppercase: true) }
        return "`" + String(UnicodeScalar(byte)) + "`"
    }

    package func fail(_ reason: String) -> LuaParseError {
        LuaParseError(line: line, reason: reason)
    }

    package mutating func expect(_ character: Character, after what: String) throws {
        guard let ascii = character.asciiValue, peek == ascii else {
            throw fail("expected `\(character)` after \(what), found \(found)")
        }
        index += 1
    }

    /// A name (`[A-Za-z_][A-Za-z0-9_]*`), at its first byte.
    package mutating func word() -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `name =` (not `==`): the name, past the `=`; else nil, and nothing read.
    private mutating func nameBeforeEquals() -> String? {
        let saved = (index, line)
        let name = word()
        skipTrivia()
        if peek == UInt8(ascii: "="), index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "=") {
            index += 1
            return name
        }
        (index, line) = saved
        return nil
    }

    package static func isNameStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) || byte == UInt8(ascii: "_")
    }

    package static func isNameByte(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// A value as a key: a string, a number other than NaN, or a boolean.
    private static func key(_ value: LuaValue?, line: Int) throws -> LuaKey {
        switch value {
        case .string(let text)?: return .string(text)
        case .number(let number)? where !number.isNaN: return .number(number == 0 ? 0 : number)
        case .boolean(let flag)?: return .boolean(flag)
        case .number?: throw LuaParseError(line: line, reason: "a key is nan, which Lua refuses as a key")
        case .table?: throw LuaParseError(line: line, reason: "a key is a table, which no sidecar has")
        case nil: throw LuaParseError(line: line, reason: "a key is nil, which Lua refuses as a key")
        }
    }
}
