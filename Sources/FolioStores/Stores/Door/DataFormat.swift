import FolioBase
import FolioModel

/// The kind of file a store keeps its records in, told by its first bytes, never its name; it
/// says how Folio opens the file before any store reads it.
package enum DataFormat: Sendable, Hashable, CaseIterable {
    case propertyList, sqlite, csv, lua

    /// What files of this format are called when Folio looks for them.
    package var fileNames: StoreFileNames {
        switch self {
        case .sqlite: StoreFileNames(extensions: ["sqlite", "sqlite3", "db"])
        case .propertyList: StoreFileNames(extensions: ["plist"])
        case .csv: StoreFileNames(extensions: ["csv"])
        case .lua: StoreFileNames()
        }
    }

    /// The most bytes read of a file of this format.
    package var mostBytes: Int64 {
        switch self {
        case .sqlite: ReadLimits.dataFile
        case .propertyList: ReadLimits.propertyList
        case .csv: ReadLimits.csvFile
        case .lua: ReadLimits.dataFile
        }
    }

    /// Whether more than one store may read one file: a database may hold several programs'
    /// tables (the memo app's and the book app's); any other file is one store's.
    package var holdsSeveralStores: Bool { self == .sqlite }

    /// How the format is named in "expected …".
    package var name: String {
        switch self {
        case .sqlite: "a SQLite database"
        case .propertyList: "a property list"
        case .csv: "a CSV file"
        case .lua: "a Lua table"
        }
    }
}
