import GRDB
import FolioBase
import FolioModel

extension ConfiguredStore {
    /// The table a database holds for this store, by the name `folio.yml` gives or this store's
    /// own, in any letter case; when `folio.yml` names one it does not have, an error.
    package func table(in tables: [String], _ context: StoreContext) throws -> String? {
        guard let wanted = context.file.source?.table ?? table else { return nil }
        if let found = tables.first(where: { $0.lowercased() == wanted.lowercased() }) { return found }
        guard context.file.source?.kind == kind else { return nil }
        throw FolioError(at: context.file.location, "has no table \(wanted.quotedForMessage), which folio.yml names; its tables: \(tables.joined(separator: ", "))")
    }

    /// Its columns, under the names `folio.yml` gives them.
    package func mapping(_ context: StoreContext) -> ColumnMapping {
        ColumnMapping(fields: columns, renamed: context.file.source?.kind == kind ? context.file.source?.columns ?? [:] : [:])
    }

    /// Whether a database with these tables holds this store's (by its own table name).
    package func recognises(_ tables: Set<String>) -> Bool {
        tables.contains { $0.lowercased() == table?.lowercased() }
    }
}
