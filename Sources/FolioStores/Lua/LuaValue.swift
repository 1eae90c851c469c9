import FolioBase
import FolioModel

/// A value of a Lua table literal, as KOReader writes its sidecars. Lua has one number type
/// (a double, in the LuaJIT KOReader runs on); `nil` is no value, so it never appears here.
package enum LuaValue: Sendable, Equatable {
    case string(String)
    case number(Double)
    case boolean(Bool)
    case table(LuaTable)

    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    package var number: Double? {
        if case .number(let value) = self { return value }
        return nil
    }

    package var table: LuaTable? {
        if case .table(let table) = self { return table }
        return nil
    }

    package var boolean: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// How a message names the value: `a string "abc"`, `the number 1e+309`, `a table`.
    package var summary: String {
        switch self {
        case .string(let text): "a string \(String(text.prefix(40)).quotedForMessage)"
        case .number(let value): "the number \(LuaValue.text(value))"
        case .boolean(let value): "\(value)"
        case .table: "a table"
        }
    }

    /// A number as Lua writes it: `12`, `0.5`, `1e+20`, `inf`, `nan`.
    package static func text(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value < 0 ? "-inf" : "inf" }
        return value.rounded() == value && abs(value) < 1e15 ? String(Int64(value)) : String(value)
    }
}
