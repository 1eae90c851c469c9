import FolioBase
import FolioModel

/// A Lua table: its keys in the order the file first gives them, each with its value. A key
/// given twice keeps its last value, and `nil` removes it, as when Lua runs the literal.
package struct LuaTable: Sendable, Equatable {
    private(set) var keys: [LuaKey] = []
    private var values: [LuaKey: LuaValue] = [:]

    package init() {}

    package init(_ entries: [(LuaKey, LuaValue)]) {
        for (key, value) in entries { set(key, value) }
    }

    package var isEmpty: Bool { keys.isEmpty }
    package var count: Int { keys.count }

    package subscript(_ name: String) -> LuaValue? { values[.string(name)] }
    package subscript(_ key: LuaKey) -> LuaValue? { values[key] }

    /// Every key and value, numbers first in order, then names in byte order.
    package var sorted: [(key: LuaKey, value: LuaValue)] {
        keys.sorted().compactMap { key in values[key].map { (key, $0) } }
    }

    package mutating func set(_ key: LuaKey, _ value: LuaValue?) {
        if let value {
            if values.updateValue(value, forKey: key) == nil { keys.append(key) }
        } else if values.removeValue(forKey: key) != nil {
            keys.removeAll { $0 == key }
        }
    }

    package static func == (lhs: LuaTable, rhs: LuaTable) -> Bool {
        lhs.values == rhs.values
    }
}
