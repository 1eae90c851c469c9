import Foundation
import GRDB

/// Reads a SQLite database, opened read-only, for the tables Folio knows:
/// the book app's `bookInfo` and Folio's own `memoInfo`.
struct SQLiteLoader {
    let file: DataFile

    func load(header: Data, diagnostics: inout Diagnostics) throws -> LoadedSource {
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = file.displayPath
        var source = LoadedSource(file: file)
        do {
            let copy = try DatabaseCopy(of: file.url, header: header)
            defer { copy.remove() }
            let database = try DatabaseQueue(path: copy.path, configuration: configuration)
            defer { try? database.close() }
            try database.read { db in
                let tables = try Row.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
                    .compactMap { row -> String? in
                        if case .text(let name) = FieldValue(row[0] as DatabaseValue) { return name }
                        return nil
                    }
                if let memoTable = tables.first(where: { $0.lowercased() == "memoinfo" }) {
                    source.kinds.append(.memoTable)
                    source.accounts = try MemoTableReader(file: file, table: memoTable).accounts(in: db, diagnostics: &diagnostics)
                }
                if let bookTable = tables.first(where: { $0.lowercased() == "bookinfo" }) {
                    source.kinds.append(.bookTable)
                    source.books = try BookTableReader(file: file, table: bookTable).books(in: db, diagnostics: &diagnostics)
                }
            }
        } catch let problem as FolioError {
            throw problem
        } catch {
            throw FolioError(at: file.location, "cannot be read as a SQLite database", cause: error)
        }
        if source.kinds.isEmpty {
            throw FolioError(at: file.location, "not a Folio data file: \(SourceKind.expectedShapes); found a SQLite database without either table")
        }
        return source
    }
}

extension FieldValue {
    /// Maps a value SQLite stored; a BLOB that is valid UTF-8 counts as text.
    init(_ value: DatabaseValue) {
        switch value.storage {
        case .null: self = .null
        case .int64(let n): self = .integer(n)
        case .double(let d): self = .real(d)
        case .string(let s): self = .text(s)
        case .blob(let data): self = String(data: data, encoding: .utf8).map(FieldValue.text) ?? .other("blob")
        }
    }
}

extension Database {
    /// Fails with a message naming the table and the columns it lacks.
    func requireColumns(_ wanted: [String], in table: String, file: DataFile) throws {
        let present = Set(try columns(in: table).map { $0.name.lowercased() })
        let missing = wanted.filter { !present.contains($0.lowercased()) }
        guard missing.isEmpty else {
            throw FolioError(
                at: file.location.appending("table \(table)"),
                "is missing column\(missing.count == 1 ? "" : "s") \(missing.joined(separator: ", ")); expected \(wanted.joined(separator: ", "))")
        }
    }
}
