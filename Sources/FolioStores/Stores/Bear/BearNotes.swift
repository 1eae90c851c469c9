import Foundation
import GRDB
import FolioBase
import FolioModel

/// Bear's notes (`database.sqlite`, Core Data), told by its tables `ZSFNOTE` and `ZSFNOTETAG`.
/// Each note: `ZUNIQUEIDENTIFIER` (which names its page), `ZTITLE`, Markdown `ZTEXT`, `ZCREATIONDATE` and `ZMODIFICATIONDATE` (seconds since
/// 2001-01-01), and its tags through the join table Core Data numbers anew in each version
/// (`Z_7TAGS` in Bear 1, `Z_5TAGS` in Bear 2), found from its columns. Notes in the trash,
/// locked (`ZENCRYPTED`) or deleted for good are withheld and counted; archived ones are marked,
/// for `archived:` in folio.yml to decide. Bear has no notebooks: its notes make one, "Bear".
package struct BearNotes {
    package let file: DataFile
    package let timeZone: TimeZone

    package static let notebook = "Bear"

    /// A flag that is set: any value but 0 or NULL (a flag that cannot be read hides the note).
    package static func isSet(_ row: Row, _ column: String) -> Bool {
        guard row.hasColumn(column), !(row[column] as DatabaseValue).isNull else { return false }
        return (StoreRow.real(row, column) ?? 1) != 0
    }

    package static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains("ZSFNOTE") && tables.contains("ZSFNOTETAG")
    }

    package func notes(in db: Database, tables: [String], into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        let tags = tagsByNote(in: db, tables: tables, diagnostics: &diagnostics)
        var memos: [Note] = []
        for row in try StoreRows.fetchAll(db, sql: "SELECT * FROM ZSFNOTE ORDER BY Z_PK", table: "ZSFNOTE", at: file.location, diagnostics: &diagnostics) {
            guard let key = StoreRow.integer(row, "Z_PK") else { continue }
            let location = file.location.appending("note \(key)")
            if Self.isSet(row, "ZPERMANENTLYDELETED") { source.withhold("deleted"); continue }
            if Self.isSet(row, "ZTRASHED") { source.withhold("in the trash"); continue }
            if Self.isSet(row, "ZENCRYPTED") || Self.isSet(row, "ZLOCKED") { source.withhold("locked"); continue }
            let numbers = StoreNumbers(row, at: location)
            guard let created = numbers.date("ZCREATIONDATE", .coreDataSeconds, otherwise: "the note is not published", &diagnostics) else {
                if !numbers.holds("ZCREATIONDATE") { diagnostics.warn(at: location, "has no creation date (ZCREATIONDATE); it is not published") }
                continue
            }
            let title = StoreRow.text(row, "ZTITLE")?.trimmingWhitespace ?? ""
            let text = Self.body(StoreRow.text(row, "ZTEXT") ?? "", title: title)
            guard var memo = StoreNote.memo(title: title, markdown: text, field: "ZTEXT", created: created, at: location, timeZone: timeZone,
                                            diagnostics: &diagnostics) else { continue }
            memo.modified = numbers.date("ZMODIFICATIONDATE", .coreDataSeconds, &diagnostics).map { LocalDateTime($0, in: timeZone) }
            memo.tags = tags?[key] ?? []
            memo.tagsUnknown = tags == nil
            memo.archived = Self.isSet(row, "ZARCHIVED")
            memo.storeID = StoreRow.text(row, "ZUNIQUEIDENTIFIER")
            memo.stableID = StableID.segment(memo.storeID, field: "ZUNIQUEIDENTIFIER", fallback: "note-\(key)", at: location, diagnostics: &diagnostics)
            memos.append(memo)
        }
        source.accounts.append(Notebook(name: Self.notebook, notes: memos, app: "Bear"))
    }

    /// The text without its first line when that is the title as a heading (the page shows the
    /// title), and Bear 1's `[image:folder/name]` as an image beside the database, where Bear
    /// keeps them (`Local Files/Note Images/`).
    package static func body(_ text: String, title: String) -> String {
        var lines = text.components(separatedBy: "\n")
        if let first = lines.first, first.hasPrefix("#"), String(first.drop(while: { $0 == "#" })).trimmingWhitespace == title, !title.isEmpty {
            lines.removeFirst()
        }
        return lines.map(imagesLinked).joined(separator: "\n")
    }

    private static func imagesLinked(_ line: String) -> String {
        guard line.contains("[image:") else { return line }
        var out = ""
        var rest = Substring(line)
        while let start = rest.range(of: "[image:"), let end = rest[start.upperBound...].firstIndex(of: "]") {
            out += rest[..<start.lowerBound]
            let path = String(rest[start.upperBound..<end])
            var allowed = CharacterSet.urlPathAllowed
            allowed.remove(charactersIn: "()")
            let escaped = ("Local Files/Note Images/" + path).addingPercentEncoding(withAllowedCharacters: allowed) ?? path
            out += "![\((path as NSString).lastPathComponent)](\(escaped))"
            rest = rest[rest.index(after: end)...]
        }
        return out + rest
    }

    /// Tag names by note, through the join table whose columns end in `NOTES` and `TAGS`; nil
    /// when they cannot be read.
    private func tagsByNote(in db: Database, tables: [String], diagnostics: inout Diagnostics) -> [Int64: [String]]? {
        var names: [Int64: String] = [:]
        var byNote: [Int64: [String]] = [:]
        do {
            for row in try StoreRows.fetchAll(db, sql: "SELECT Z_PK, ZTITLE FROM ZSFNOTETAG", table: "ZSFNOTETAG", at: file.location, diagnostics: &diagnostics) {
                if let key = StoreRow.integer(row, "Z_PK"), let name = StoreRow.text(row, "ZTITLE")?.trimmingWhitespace, !name.isEmpty { names[key] = name }
            }
            for table in tables where table.hasPrefix("Z_") && table.hasSuffix("TAGS") {
                let columns = try db.columns(in: table).map(\.name)
                guard let notes = columns.first(where: { $0.hasSuffix("NOTES") }), let tags = columns.first(where: { $0.hasSuffix("TAGS") }) else { continue }
                for row in try Row.fetchAll(db, sql: "SELECT \(notes.quotedDatabaseIdentifier) AS note, \(tags.quotedDatabaseIdentifier) AS tag FROM \(table.quotedDatabaseIdentifier) ORDER BY 2") {
                    if let note = StoreRow.integer(row, "note"), let tag = StoreRow.integer(row, "tag").flatMap({ names[$0] }) { byNote[note, default: []].append(tag) }
                }
            }
        } catch {
            diagnostics.warn(at: file.location.appending("table ZSFNOTETAG"), "cannot be read; the notes are published without their tags (and withheld, if folio.yml excludes tags)")
            return nil
        }
        return byNote.mapValues { $0.sorted() }
    }
}
