import FolioPlist
import GRDB
import FolioBase
import FolioModel

/// A file opened as its format, for a store to read its records from.
package enum StoreInput {
    /// A SQLite database, opened read-only, and its tables in name order.
    case database(Database, tables: [String])
    /// A property list's root (a keyed archive's, once unarchived).
    case propertyList(PlistValue)
    /// A CSV file, read whole.
    case csv(CSVTable)
    /// A Lua file's returned table.
    case lua(LuaTable)
}
