import FolioBase
import FolioModel

/// Why a Lua file cannot be read as data, and on which line.
package struct LuaParseError: Error, Equatable, Sendable {
    package let line: Int
    package let reason: String
}
