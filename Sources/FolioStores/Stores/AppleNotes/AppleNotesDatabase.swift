import FolioAppleNotes
import FolioHTML
import FolioParallel
import Foundation
import GRDB
import FolioBase
import FolioModel

/// Apple Notes' `NoteStore.sqlite` (Core Data), told by its tables `ZICCLOUDSYNCINGOBJECT` and
/// `ZICNOTEDATA`. Folders, notes, attachments and media are all rows of the first, told apart by
/// entity numbers that change between versions, so they are looked up by name in `Z_PRIMARYKEY`.
/// Folders (`ZTITLE2`, nested by `ZPARENT`) are notebooks named by their path; each note keeps
/// `ZTITLE1`, its `ZIDENTIFIER` (which names its page), its creation and modification dates
/// (seconds since 2001-01-01) and its body
/// (`ZICNOTEDATA.ZDATA`, gzipped protobuf, shown through `FolioAppleNotes`). Locked notes and
/// those in Recently Deleted (or marked for deletion) are withheld and counted. Attachments
/// (`AppleNotesAttachments`): `#tags` are the note's tags and shown as their words, tables are
/// read from their data, URL cards are links, and a file beside the database
/// (`Accounts/<account>/Media/<media>/<file>`) is shown (an image) or linked (any other); any
/// other attachment shows as a placeholder saying what it was.
package struct AppleNotesDatabase {
    package let file: DataFile
    package let timeZone: TimeZone
    /// Threads note bodies are decoded on.
    package var workers = 1

    package static let columnsRead: Set<String> = [
        "Z_PK", "Z_ENT", "ZTITLE1", "ZTITLE2", "ZFOLDER", "ZFOLDERTYPE", "ZPARENT", "ZNOTEDATA", "ZIDENTIFIER", "ZMEDIA", "ZFILENAME",
        "ZISPASSWORDPROTECTED", "ZMARKEDFORDELETION", "ZCREATIONDATE", "ZCREATIONDATE1", "ZCREATIONDATE3", "ZMODIFICATIONDATE", "ZMODIFICATIONDATE1",
    ]

    package static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains("ZICCLOUDSYNCINGOBJECT") && tables.contains("ZICNOTEDATA")
    }

    package func notes(in db: Database, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        let entities = try entityNumbers(in: db)
        guard let noteEntity = entities["ICNote"] else {
            throw FolioError(at: file.location.appending("table Z_PRIMARYKEY"), "names no ICNote entity, so no note can be told from the other rows")
        }
        // Only the columns read (a version's account columns among them): the table holds dozens.
        let allColumns = try db.columns(in: "ZICCLOUDSYNCINGOBJECT").map(\.name)
        let columns = allColumns.filter { Self.columnsRead.contains($0) || AppleNotesAttachments.columnsRead.contains($0) || $0.hasPrefix("ZACCOUNT") }
        let rows = try StoreRecord.fetchAll(db, sql: "SELECT \(columns.map(\.quotedDatabaseIdentifier).joined(separator: ", ")) FROM ZICCLOUDSYNCINGOBJECT ORDER BY Z_PK",
                                            table: "ZICCLOUDSYNCINGOBJECT", at: file.location, diagnostics: &diagnostics)
        var byKey: [Int64: StoreRecord] = [:]
        for row in rows { if let key = row.integer("Z_PK") { byKey[key] = row } }
        let folders = AppleNotesFolders(rows: rows, entity: entities["ICFolder"])
        let media = AppleNotesMedia(rows: rows, byKey: byKey, entities: entities, folder: file.url.deletingLastPathComponent())
        var attachments = AppleNotesAttachments(rows: rows, media: media)
        try attachments.readTables(in: db, columns: allColumns)
        // First the rows, in order; then every body decoded on the workers; then the memos, in order.
        var kept: [(row: StoreRecord, key: Int64, location: SourceLocation, created: Date)] = []
        for row in rows where row.integer("Z_ENT") == noteEntity {
            guard let key = row.integer("Z_PK") else { continue }
            let location = file.location.appending("note \(key)")
            if folders.isDeleted(row.integer("ZFOLDER")) || (row.integer("ZMARKEDFORDELETION") ?? 0) != 0 { source.withhold("recently deleted"); continue }
            if (row.integer("ZISPASSWORDPROTECTED") ?? 0) != 0 { source.withhold("locked"); continue }
            guard let created = Self.date(row, ["ZCREATIONDATE3", "ZCREATIONDATE1", "ZCREATIONDATE"], at: location, &diagnostics) else {
                diagnostics.warn(at: location, "has no creation date (ZCREATIONDATE1); it is not published")
                continue
            }
            kept.append((row, key, location, created))
        }
        let bodies = try noteData(in: db)
        let notes = kept
        let shownAttachments = attachments
        // Each body's plain text is made here too, on the workers: made in the loop after, it was
        // a quarter of the store's load, on one thread.
        let shown = Parallel.map(kept.count, workers: workers) { index -> Result<ShownNote, FolioError> in
            let (row, _, location, _) = notes[index]
            guard let dataKey = row.integer("ZNOTEDATA"), let data = bodies[dataKey] else {
                return .failure(.warning(at: location, "has no body (ZICNOTEDATA.ZDATA); it is not published"))
            }
            let body: AppleNote
            do {
                body = try AppleNoteBody.decode(gzipped: data)
            } catch {
                return .failure(.warning(at: location.appending("ZICNOTEDATA \(dataKey)"), "its body \(error); the note is not published"))
            }
            return .success(shownAttachments.show(body, account: shownAttachments.media.accountIdentifier(of: row)))
        }
        var byNotebook: [[String]: [Note]] = [:]
        var order: [[String]] = []
        var paths: [Int64?: [String]] = [:]
        for ((row, key, location, created), result) in zip(kept, shown) {
            let body: ShownNote
            switch result {
            case .success(let decoded): body = decoded
            case .failure(let problem):
                diagnostics.report(problem)
                continue
            }
            for problem in body.problems {
                diagnostics.warn(at: location.appending(problem.attachment), problem.message)
            }
            let title = row.text("ZTITLE1")?.trimmingWhitespace ?? ""
            var memo = Note(title: title.isEmpty ? body.title : title, created: LocalDateTime(created, in: timeZone), body: body.text, source: location)
            if memo.title.isEmpty { memo.title = Note.firstLineTitle(of: body.text) }
            memo.bodyHTML = body.html
            memo.bodyFiles = body.files
            memo.tagText = body.textOutsideCode
            memo.tags = body.tags
            memo.modified = Self.date(row, ["ZMODIFICATIONDATE1", "ZMODIFICATIONDATE"], at: location, &diagnostics).map { LocalDateTime($0, in: timeZone) }
            memo.storeID = row.text("ZIDENTIFIER")
            memo.stableID = StableID.segment(memo.storeID, field: "ZIDENTIFIER", fallback: "note-\(key)", at: location, diagnostics: &diagnostics)
            let folder = row.integer("ZFOLDER")
            let notebook = paths[folder] ?? folders.path(of: folder)
            paths[folder] = notebook
            if byNotebook[notebook] == nil { order.append(notebook) }
            byNotebook[notebook, default: []].append(memo)
        }
        source.accounts += order.map { Notebook(folders: $0, notes: byNotebook[$0] ?? [], app: "Apple Notes") }
    }

    /// Entity name → number, from Core Data's own table.
    private func entityNumbers(in db: Database) throws -> [String: Int64] {
        var numbers: [String: Int64] = [:]
        do {
            for row in try Row.fetchAll(db, sql: "SELECT Z_ENT, Z_NAME FROM Z_PRIMARYKEY") {
                if let number = StoreRow.integer(row, "Z_ENT"), let name = StoreRow.text(row, "Z_NAME") { numbers[name] = number }
            }
        } catch {
            throw FolioError(at: file.location.appending("table Z_PRIMARYKEY"), "cannot be read, so no note can be told from the other rows")
        }
        return numbers
    }

    /// Every note body (`ZICNOTEDATA.ZDATA`) by its row, read at once.
    private func noteData(in db: Database) throws -> [Int64: [UInt8]] {
        var bodies: [Int64: [UInt8]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT Z_PK, ZDATA FROM ZICNOTEDATA") {
            guard let key = StoreRow.integer(row, "Z_PK") else { continue }
            // A body is a blob; anything else in the column is no body (and said so, note by note).
            if case .blob(let data) = (row["ZDATA"] as DatabaseValue).storage { bodies[key] = [UInt8](data) }
        }
        return bodies
    }

    /// The first of `columns` (each version names it anew) the row has a date in (seconds since
    /// 2001-01-01); a value that is no such date is a warning naming the column.
    package static func date(_ row: StoreRecord, _ columns: [String], at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Date? {
        let numbers = StoreNumbers(row, at: location)
        for column in columns {
            let otherwise = column == columns.last ? "it is left out" : "\(columns[columns.firstIndex(of: column)! + 1]) is read instead"
            if let date = numbers.date(column, .coreDataSeconds, otherwise: otherwise, &diagnostics) { return date }
        }
        return nil
    }
}
