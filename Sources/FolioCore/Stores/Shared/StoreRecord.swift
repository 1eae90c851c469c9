import GRDB

/// A row of a wide table read once into its values by column name: a store that reads many
/// fields of thousands of rows (Apple Notes' one table of every object) pays for each name once,
/// not on every field (GRDB finds a column by comparing names). Fields read as `StoreRow` reads them.
struct StoreRecord {
    private let values: [String: DatabaseValue]

    init(_ row: Row) {
        var values: [String: DatabaseValue] = [:]
        values.reserveCapacity(row.count)
        for (column, value) in row where values[column] == nil { values[column] = value }
        self.values = values
    }

    var columns: Dictionary<String, DatabaseValue>.Keys { values.keys }
    func text(_ column: String) -> String? { values[column].flatMap(StoreRow.text) }
    func integer(_ column: String) -> Int64? { values[column].flatMap(StoreRow.integer) }
    func real(_ column: String) -> Double? { values[column].flatMap(StoreRow.real) }
}
