import Foundation
import GRDB

/// Reads a SQLite database, opened read-only, for the tables Folio knows: the book app's
/// `bookInfo`, Folio's own `memoInfo`, calibre's library (`CalibreLibrary`), KOReader's reading
/// statistics (`KOReaderStatistics`), a Kobo's library (`KoboLibrary`), Apple Books' library and annotations (`AppleBooks…`), Bear's
/// and Joplin's notes (`BearNotes`, `JoplinNotes`).
struct SQLiteLoader {
    let file: DataFile
    /// Where dates kept as instants are read as the wall-clock times notes show.
    var timeZone = TimeZone(identifier: "UTC")!
    /// Threads a store's records are read on, where it reads them in parallel.
    var workers = 1
    /// Where a database that cannot be read in place is copied (`DatabaseCopy`).
    var copies: URL?

    func load(header: Data, diagnostics: inout Diagnostics) throws -> LoadedSource {
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
                if let spec = file.source, spec.kind != nil {
                    try loadNamed(spec, tables: tables, db: db, into: &source, diagnostics: &diagnostics)
                    return
                }
                if let memoTable = tables.first(where: { $0.lowercased() == "memoinfo" }) {
                    source.kinds.append(.memoTable)
                    source.accounts = try MemoTableReader(file: file, table: memoTable).accounts(in: db, diagnostics: &diagnostics)
                }
                if let bookTable = tables.first(where: { $0.lowercased() == "bookinfo" }) {
                    source.kinds.append(.bookTable)
                    source.books = try BookTableReader(file: file, table: bookTable).books(in: db, diagnostics: &diagnostics)
                }
                if CalibreLibrary.recognises(Set(tables)) {
                    source.kinds.append(.calibreLibrary)
                    let highlights = CalibreAnnotations(file: file).highlights(in: db, tables: Set(tables), into: &source, diagnostics: &diagnostics)
                    source.books += try CalibreLibrary(file: file).books(in: db, tables: Set(tables), highlights: highlights, diagnostics: &diagnostics)
                }
                if KOReaderStatistics.recognises(Set(tables)) {
                    source.kinds.append(.koreaderStatistics)
                    source.books += try KOReaderStatistics(file: file).books(in: db, diagnostics: &diagnostics)
                }
                if KoboLibrary.recognises(Set(tables)) {
                    source.kinds.append(.koboLibrary)
                    source.books += try KoboLibrary(file: file, timeZone: timeZone).books(in: db, into: &source, diagnostics: &diagnostics)
                }
                if AppleBooksLibrary.recognises(Set(tables)) {
                    source.kinds.append(.appleBooksLibrary)
                    source.books += try AppleBooksLibrary(file: file).books(in: db, diagnostics: &diagnostics)
                }
                if BearNotes.recognises(Set(tables)) {
                    source.kinds.append(.bearNotes)
                    try BearNotes(file: file, timeZone: timeZone).notes(in: db, tables: tables, into: &source, diagnostics: &diagnostics)
                }
                if AppleNotesStore.recognises(Set(tables)) {
                    source.kinds.append(.appleNotes)
                    try AppleNotesStore(file: file, timeZone: timeZone, workers: workers).notes(in: db, into: &source, diagnostics: &diagnostics)
                }
                if JoplinNotes.recognises(Set(tables)) {
                    source.kinds.append(.joplinNotes)
                    try JoplinNotes(file: file, timeZone: timeZone).notes(in: db, into: &source, diagnostics: &diagnostics)
                }
                if AppleBooksAnnotations.recognises(Set(tables)) {
                    source.kinds.append(.appleBooksAnnotations)
                    source.highlights = try AppleBooksAnnotations(file: file).highlights(in: db, into: &source, diagnostics: &diagnostics)
                }
            }
        } catch let problem as FolioError {
            throw problem
        } catch {
            throw FolioError(at: file.location, "cannot be read as a SQLite database", cause: error)
        }
        if source.kinds.isEmpty, file.source?.kind == nil {
            throw FolioError(at: file.location, "not a Folio data file (found a SQLite database \(tablesText)); \(SourceKind.expectedShapes)")
        }
        return source
    }
}
