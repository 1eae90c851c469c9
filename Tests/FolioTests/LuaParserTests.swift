@testable import FolioCore
import Foundation
import XCTest
@testable import FolioBase
@testable import FolioModel
@testable import FolioStores
@testable import FolioLoading
@testable import FolioOutput
@testable import FolioSite

/// Folio's own reader of the Lua table literals KOReader writes: data, never code.
final class LuaParserTests: XCTestCase {
    private func parse(_ text: String) throws -> LuaTable {
        var parser = LuaParser(Array(text.utf8))
        return try parser.parseReturnedTable()
    }

    private func failure(_ text: String) -> LuaParseError? {
        do {
            _ = try parse(text)
            return nil
        } catch {
            return error as? LuaParseError
        }
    }

    func testEveryFormKOReaderWritesIsRead() throws {
        let table = try parse("""
        -- we can read Lua syntax here!
        return {
            ["text"] = "a \\"quoted\\" word\\
        on two lines\\tand a tab \\065\\066\\x43 \\u{E9}",
            ['single'] = 'it\\'s',
            [3] = -12,
            [4.5] = 1.5e-3,
            bare = true,
            ["no"] = false,
            ["gone"] = nil,
            ["hex"] = 0x1F,
            ["big"] = 1e+20,
            ["list"] = { "a", "b"; "c", },
            ["long"] = [==[
        x]]y]==],
            ["empty"] = {},
            ["f"] = nil --[[ FUNCTION ]],
        };
        """)
        XCTAssertEqual(table, LuaTable([
            (.string("text"), .string("a \"quoted\" word\non two lines\tand a tab ABC é")),
            (.string("single"), .string("it's")),
            (.number(3), .number(-12)),
            (.number(4.5), .number(0.0015)),
            (.string("bare"), .boolean(true)),
            (.string("no"), .boolean(false)),
            (.string("hex"), .number(31)),
            (.string("big"), .number(1e20)),
            (.string("list"), .table(LuaTable([(.number(1), .string("a")), (.number(2), .string("b")), (.number(3), .string("c"))]))),
            (.string("long"), .string("x]]y")),
            (.string("empty"), .table(LuaTable())),
        ]))
        XCTAssertEqual(table.keys.count, 11, "nil values are no keys")
    }

    /// KOReader's `dump` writes `tostring(n)`: `inf`, `-inf` and `nan` for numbers that are none;
    /// a number beyond a double is `inf`, as in Lua. Each field's reader checks the range.
    func testNumbersThatAreNoNumbersAreReadAsSuch() throws {
        let table = try parse("return { [1] = inf, [2] = -inf, [3] = nan, [4] = -nan, [5] = 1e999, [6] = 123456789012345678901234567890 }")
        XCTAssertEqual(table[.number(1)], .number(.infinity))
        XCTAssertEqual(table[.number(2)], .number(-.infinity))
        XCTAssertTrue(table[.number(3)]?.number?.isNaN == true)
        XCTAssertTrue(table[.number(4)]?.number?.isNaN == true)
        XCTAssertEqual(table[.number(5)], .number(.infinity))
        XCTAssertEqual(table[.number(6)], .number(1.2345678901234568e29))
    }

    /// Why Folio owns this parser: a sidecar is data from a device, and running it as Lua would
    /// run anything written in it. A call, a name or an operator is refused, naming its line.
    func testCodeIsRefusedNeverRun() {
        let data = "return {\n    [\"title\"] = \"Dune\",\n    [\"x\"] = os.execute(\"touch x\"),\n}"
        XCTAssertEqual(failure(data), LuaParseError(line: 3, reason: "`os.execute(…)` is a call, not a value: Folio reads a sidecar as data (strings, numbers, true, false, nil and tables) and never runs it"))
        XCTAssertEqual(failure("return { x = io.open \"f\" }"), LuaParseError(line: 1, reason: "`io.open(…)` is a call, not a value: Folio reads a sidecar as data (strings, numbers, true, false, nil and tables) and never runs it"))
        XCTAssertEqual(failure("return { x = HOME }"), LuaParseError(line: 1, reason: "`HOME` is a name, not a value: Folio reads a sidecar as data (strings, numbers, true, false, nil and tables) and never runs it"))
        XCTAssertEqual(failure("os.execute('touch x') return {}"), LuaParseError(line: 1, reason: "expected `return {`, found `os`"))
        XCTAssertEqual(failure("return { x = 1 + 2 }"), LuaParseError(line: 1, reason: "expected `,` or `}` after a value, found `+`"))
        XCTAssertEqual(failure("return { x = -y }"), LuaParseError(line: 1, reason: "expected a number after `-`, found `y`: Folio reads a sidecar as data and never works anything out"))
        XCTAssertEqual(failure("return {} ; print(1)"), LuaParseError(line: 1, reason: "expected the end of the file after the table, found `print`"))
        XCTAssertEqual(failure("return (function() end)()"), LuaParseError(line: 1, reason: "expected a table after `return`, found `(`"))
    }

    func testDamageIsNamedWithItsLine() {
        XCTAssertEqual(failure(""), LuaParseError(line: 1, reason: "is empty: expected `return {`"))
        XCTAssertEqual(failure("return {\n  [\"a\"] = \"open\n}"), LuaParseError(line: 2, reason: "a string runs into a line break without `\\` before it"))
        XCTAssertEqual(failure("return {\n  [\"a\"] = \"open"), LuaParseError(line: 2, reason: "a string opened on this line is never closed"))
        XCTAssertEqual(failure("return {\n  [\"a\"] = {\n"), LuaParseError(line: 3, reason: "a table opened on line 2 is never closed"))
        XCTAssertEqual(failure("return { [\"a\"] \"b\" }"), LuaParseError(line: 1, reason: "expected `=` after a key, found `\"`"))
        XCTAssertEqual(failure("return { [nil] = 1 }"), LuaParseError(line: 1, reason: "a key is nil, which Lua refuses as a key"))
        XCTAssertEqual(failure("return { [nan] = 1 }"), LuaParseError(line: 1, reason: "a key is nan, which Lua refuses as a key"))
        XCTAssertEqual(failure("return { a = \"\\999\" }"), LuaParseError(line: 1, reason: "a string's escape `\\999` is beyond 255"))
        XCTAssertEqual(failure("return { a = \"\\q\" }"), LuaParseError(line: 1, reason: "a string has an escape Lua does not know: `\\q`"))
        XCTAssertEqual(failure("return { a = 12abc }"), LuaParseError(line: 1, reason: "`12abc` is not a number"))
        XCTAssertEqual(failure("return { a = 1e }"), LuaParseError(line: 1, reason: "a number's exponent has no digits"))
        XCTAssertEqual(failure("return { a = [[never closed }"), LuaParseError(line: 1, reason: "a long string opened on this line is never closed"))
    }

    /// Nesting is bounded, so a file of a million `{` costs no stack.
    func testNestingIsBounded() throws {
        XCTAssertNoThrow(try parse("return " + String(repeating: "{", count: 64) + String(repeating: "}", count: 64)))
        let bomb = "return " + String(repeating: "{", count: 1_000_000)
        XCTAssertEqual(failure(bomb), LuaParseError(line: 1, reason: "nests tables more than 64 deep; Folio reads at most 64 levels (KOReader writes fewer than 10)"))
        XCTAssertEqual(failure("return { x = " + String(repeating: "- ", count: 100_000) + "1 }"),
                       LuaParseError(line: 1, reason: "expected a number after `-`, found `-`: Folio reads a sidecar as data and never works anything out"))
    }

    /// Text that is not UTF-8, and a NUL, are repaired and told.
    func testBadTextIsRepairedAndTold() throws {
        var parser = LuaParser(Array("return {\n a = \"x".utf8) + [0xFF] + Array("\",\n b = \"y\\0z\" }".utf8))
        let table = try parser.parseReturnedTable()
        XCTAssertEqual(table["a"], .string("x\u{FFFD}"))
        XCTAssertEqual(table["b"], .string("yz"))
        XCTAssertEqual(parser.problems.map { "\($0.line): \($0.reason)" }, [
            "2: a string is not valid UTF-8; the bytes that are not are shown as �",
            "3: a string holds a NUL character; the text is kept without it",
        ])
    }
}
