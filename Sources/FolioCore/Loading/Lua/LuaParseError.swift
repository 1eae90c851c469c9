/// Why a Lua file cannot be read as data, and on which line.
struct LuaParseError: Error, Equatable, Sendable {
    let line: Int
    let reason: String
}
