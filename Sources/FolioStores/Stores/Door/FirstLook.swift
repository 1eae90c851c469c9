import FolioPlist
import FolioBase
import FolioModel

/// What a store is told by: the part of a file its format shows before anything is read as
/// records.
package enum FirstLook {
    /// A database's tables, by name.
    case tables(Set<String>)
    /// A property list's root (a keyed archive's, once unarchived).
    case propertyList(PlistValue)
    /// A CSV file's header.
    case csvHeader(CSVColumns)
    /// A Lua file's returned table.
    case lua(LuaTable)
}

extension FirstLook {
    /// A database's tables, when it is one.
    package var tables: Set<String>? {
        if case .tables(let tables) = self { tables } else { nil }
    }

    /// A CSV file's header, when it is one.
    package var csvHeader: CSVColumns? {
        if case .csvHeader(let columns) = self { columns } else { nil }
    }

    /// A Lua file's table, when it is one.
    package var lua: LuaTable? {
        if case .lua(let table) = self { table } else { nil }
    }
}
