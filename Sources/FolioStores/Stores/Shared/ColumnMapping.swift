import GRDB
import FolioBase
import FolioModel

/// Which column of a table holds each of Folio's fields: by default the field's own name, or
/// another one a source in `folio.yml` names.
package struct ColumnMapping: Sendable {
    package let fields: [String]
    package let renamed: [String: String]

    package init(fields: [String], renamed: [String: String] = [:]) {
        self.fields = fields
        self.renamed = renamed
    }

    package func column(_ field: String) -> String { renamed[field] ?? field }

    /// `SELECT "title" AS "bookName", … FROM "table" ORDER BY "id"`: rows then answer to Folio's names.
    package func select(from table: String, orderedBy field: String) -> String {
        let list = fields.map { "\(column($0).quotedDatabaseIdentifier) AS \($0.quotedDatabaseIdentifier)" }.joined(separator: ", ")
        return "SELECT \(list) FROM \(table.quotedDatabaseIdentifier) ORDER BY \(column(field).quotedDatabaseIdentifier)"
    }

    /// Fails with a message naming the table and the columns it lacks.
    package func check(_ db: Database, table: String, file: DataFile) throws {
        let present = Set(try db.columns(in: table).map { $0.name.lowercased() })
        let wanted = fields.map(column)
        let missing = wanted.filter { !present.contains($0.lowercased()) }
        guard missing.isEmpty else {
            throw FolioError(
                at: file.location.appending("table \(table)"),
                "is missing column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")); expected \(wanted.joined(separator: ", "))")
        }
    }
}
