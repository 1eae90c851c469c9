import Foundation
import GRDB
import FolioBase
import FolioModel
import FolioStores

/// Opens a SQLite database read-only for the stores that keep theirs in one, and has each store
/// that recognises its tables read it, in the registry's order; when `folio.yml` names the file's
/// kind, only that kind's store.
package struct SQLiteLoader {
    package let file: DataFile
    package let stores: StoreRegistry
    /// Where dates kept as instants are read as the wall-clock times notes show.
    package var timeZone = TimeZone(identifier: "UTC")!
    /// Threads a store's records are read on, where it reads them in parallel.
    package var workers = 1
    /// Where a database that cannot be read in place is copied (`DatabaseCopy`).
    package var copies: URL?

    package func load(header: Data, diagnostics: inout Diagnostics) throws -> LoadedSource {
        var configuration = Configuration()
        configuration.label = file.displayPath
        var source = LoadedSource(file: file)
        var tablesText = "with no tables"
        do {
            let copy = try DatabaseCopy(of: file.url, header: header, copies: copies, location: file.location)
            defer { copy.remove() }
            configuration.readonly = !copy.isPrivate
            let database = try DatabaseQueue(path: copy.path, configuration: configuration)
            defer { try? database.close() }
            try database.read { db in
                let tables = try Row.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                    .compactMap { row -> String? in
                        if case .text(let name) = FieldValue(row[0] as DatabaseValue) { return name }
                        return nil
                    }
                if !tables.isEmpty {
                    tablesText = "with table\(tables.count == 1 ? "" : "s") " + tables.prefix(8).joined(separator: ", ") + (tables.count > 8 ? ", …" : "")
                }
                let readers = file.source?.kind.map { kind in stores.store(configuredAs: kind, format: .sqlite).map { [$0] } ?? [] }
                    ?? stores.readers(of: .tables(Set(tables)), format: .sqlite)
                let context = StoreContext(file: file, timeZone: timeZone, workers: workers)
                for store in readers {
                    source.kinds.append(store.kind)
                    try store.read(.database(db, tables: tables), context, into: &source, diagnostics: &diagnostics)
                }
            }
        } catch let problem as FolioError {
            throw problem
        } catch {
            throw FolioError(at: file.location, "cannot be read as a SQLite database", cause: error)
        }
        if source.kinds.isEmpty {
            throw FolioError(at: file.location, "not a Folio data file (found a SQLite database \(tablesText)); \(stores.expectedShapes)")
        }
        return source
    }
}
