import FolioBase
import FolioModel

/// A key of a Lua table: a string (`["title"]`, or `title =`), a number (`[3]`, or a value's
/// place in the list) or a boolean. Lua refuses `nil` and NaN as keys, and so does Folio.
package enum LuaKey: Hashable, Sendable, Comparable {
    case number(Double)
    case string(String)
    case boolean(Bool)

    /// Numbers first, in order; then strings, then booleans.
    package static func < (lhs: LuaKey, rhs: LuaKey) -> Bool {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): a < b
        case let (.string(a), .string(b)): a.precedesInByteOrder(b)
        case let (.boolean(a), .boolean(b)): !a && b
        case (.number, _): true
        case (.string, .boolean): true
        default: false
        }
    }

    /// How a message names the key: `highlight`, `[3]`.
    package var text: String {
        switch self {
        case .number(let value): "[\(LuaValue.text(value))]"
        case .string(let name): name
        case .boolean(let value): "[\(value)]"
        }
    }
}
