import FolioAppleNotes
import Foundation
import GRDB

/// Apple Notes' `NoteStore.sqlite` (Core Data), told by its tables `ZICCLOUDSYNCINGOBJECT` and
/// `ZICNOTEDATA`. Folders, notes, attachments and media are all rows of the first, told apart by
/// entity numbers that change between versions, so they are looked up by name in `Z_PRIMARYKEY`.
/// Folders (`ZTITLE2`, nested by `ZPARENT`) are notebooks named by their path; each note keeps
/// `ZTITLE1`, its creation and modification dates (seconds since 2001-01-01) and its body
/// (`ZICNOTEDATA.ZDATA`, gzipped protobuf, shown through `FolioAppleNotes`). Locked notes and
/// those in Recently Deleted (or marked for deletion) are withheld and counted. An image whose
/// file is beside the database (`Accounts/<account>/Media/<media>/<file>`) is published; any
/// other attachment shows as a placeholder saying what it was.
struct AppleNotesStore {
    let file: DataFile
    let timeZone: TimeZone

    static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains("ZICCLOUDSYNCINGOBJECT") && tables.contains("ZICNOTEDATA")
    }

    func notes(in db: Database, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        let entities = try entityNumbers(in: db)
        guard let noteEntity = entities["ICNote"] else {
            throw FolioError(at: file.location.appending("table Z_PRIMARYKEY"), "names no ICNote entity, so no note can be told from the other rows")
        }
        let rows = try Row.fetchAll(db, sql: "SELECT * FROM ZICCLOUDSYNCINGOBJECT ORDER BY Z_PK")
        var byKey: [Int64: Row] = [:]
        for row in rows { if let key = StoreRow.integer(row, "Z_PK") { byKey[key] = row } }
        let folders = AppleNotesFolders(rows: rows, entity: entities["ICFolder"])
        let media = AppleNotesMedia(rows: rows, byKey: byKey, entities: entities, folder: file.url.deletingLastPathComponent())
        var byNotebook: [String: [Memo]] = [:]
        var order: [String] = []
        for row in rows where StoreRow.integer(row, "Z_ENT") == noteEntity {
            guard let key = StoreRow.integer(row, "Z_PK") else { continue }
            let location = file.location.appending("note \(key)")
            let folder = StoreRow.integer(row, "ZFOLDER")
            if folders.isDeleted(folder) || StoreRow.integer(row, "ZMARKEDFORDELETION") == 1 { source.withhold("recently deleted"); continue }
            if StoreRow.integer(row, "ZISPASSWORDPROTECTED") == 1 { source.withhold("locked"); continue }
            guard let created = Self.date(row, ["ZCREATIONDATE3", "ZCREATIONDATE1", "ZCREATIONDATE"]) else {
                diagnostics.warn(at: location, "has no creation date (ZCREATIONDATE1); it is not published")
                continue
            }
            guard let body = try noteBody(of: row, in: db, at: location, diagnostics: &diagnostics) else { continue }
            let account = media.accountIdentifier(of: row)
            var written: [String] = []
            let html = body.html { attachment in
                guard attachment.kind == "image", let path = media.file(of: attachment, account: account) else { return nil }
                written.append(path)
                // Percent-encoded, so only `&` needs writing as HTML.
                return "<figure><img src=\"\(path.replacingOccurrences(of: "&", with: "&amp;"))\" alt=\"\"></figure>"
            }
            let title = StoreRow.text(row, "ZTITLE1")?.trimmingWhitespace ?? ""
            var memo = Memo(title: title.isEmpty ? body.title : title, createTime: LocalDateTime(created, in: timeZone), detail: body.plainText, source: location)
            if memo.title.isEmpty { memo.title = Memo.firstLineTitle(of: body.plainText) }
            memo.bodyHTML = html
            memo.bodyFiles = written
            memo.modified = Self.date(row, ["ZMODIFICATIONDATE1", "ZMODIFICATIONDATE"]).map { LocalDateTime($0, in: timeZone) }
            memo.storeID = StoreRow.text(row, "ZIDENTIFIER")
            let notebook = folders.path(of: folder)
            if byNotebook[notebook] == nil { order.append(notebook) }
            byNotebook[notebook, default: []].append(memo)
        }
        source.accounts += order.map { Account(name: $0, memos: byNotebook[$0] ?? [], origin: "Apple Notes") }
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

    /// The note's body, or nil (with a warning naming the note) when it cannot be shown.
    private func noteBody(of row: Row, in db: Database, at location: SourceLocation, diagnostics: inout Diagnostics) throws -> AppleNote? {
        guard let dataKey = StoreRow.integer(row, "ZNOTEDATA"),
              let data = try Data.fetchOne(db, sql: "SELECT ZDATA FROM ZICNOTEDATA WHERE Z_PK = ?", arguments: [dataKey]) else {
            diagnostics.warn(at: location, "has no body (ZICNOTEDATA.ZDATA); it is not published")
            return nil
        }
        do {
            return try AppleNoteBody.decode(gzipped: [UInt8](data))
        } catch {
            diagnostics.warn(at: location.appending("ZICNOTEDATA \(dataKey)"), "its body \(error.description); the note is not published")
            return nil
        }
    }

    /// The first of `columns` the row has a date in (seconds since 2001-01-01).
    static func date(_ row: Row, _ columns: [String]) -> Date? {
        for column in columns {
            if let seconds = StoreRow.real(row, column), let date = StoreDate.coreData(seconds) { return date }
        }
        return nil
    }
}
