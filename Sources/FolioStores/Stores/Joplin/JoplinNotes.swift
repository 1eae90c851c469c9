import FolioHTML
import Foundation
import GRDB
import FolioBase
import FolioModel

/// Joplin's profile database (`database.sqlite`), told by its tables `notes`, `folders` and
/// `note_tags`. Folders, nested by `parent_id`, are notebooks named by their path (`Work / 2024`);
/// each note keeps its `id` (which names its page), its title, Markdown `body`,
/// `user_created_time` and `user_updated_time` (Unix milliseconds) and its tags (`tags` through
/// `note_tags`). A resource linked as `:/<id>` becomes
/// a link to its file in `resources/` beside the database, which is published when it is there.
/// A note kept as HTML (`markup_language` 2) is made safe and shown as HTML. Encrypted notes,
/// conflict copies and notes in the trash (`deleted_time`) are withheld and counted.
package struct JoplinNotes {
    package let file: DataFile
    package let timeZone: TimeZone

    package static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains("notes") && tables.contains("folders") && tables.contains("note_tags")
    }

    package func notes(in db: Database, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws {
        let notebooks = try notebookPaths(in: db, diagnostics: &diagnostics)
        let resources = resourceFiles(in: db, diagnostics: &diagnostics)
        let tags = tagsByNote(in: db, diagnostics: &diagnostics)
        var byNotebook: [[String]: [Note]] = [:]
        var order: [[String]] = []
        for row in try StoreRows.fetchAll(db, sql: "SELECT * FROM notes ORDER BY user_created_time, id", table: "notes", at: file.location, diagnostics: &diagnostics) {
            guard let id = StoreRow.text(row, "id"), !id.isEmpty else {
                let title = StoreRow.text(row, "title")?.trimmingWhitespace ?? ""
                diagnostics.warn(at: file.location.appending("a note \(title.isEmpty ? "without a title" : "titled \(title.quotedForMessage)")"),
                                 "has no id, which Joplin gives every note; it is not published")
                continue
            }
            let location = file.location.appending("note \(id)")
            if (StoreRow.real(row, "deleted_time") ?? 0) != 0 { source.withhold("in the trash"); continue }
            if (StoreRow.real(row, "encryption_applied") ?? 0) != 0 { source.withhold("encrypted"); continue }
            if (StoreRow.real(row, "is_conflict") ?? 0) != 0 { source.withhold("conflict copies"); continue }
            let numbers = StoreNumbers(row, at: location)
            // Joplin's own time of a note, or, without it, when the note was made in this profile.
            let fallback = numbers.holds("created_time") ? "created_time is read instead" : "the note is not published"
            guard let created = numbers.date("user_created_time", .unixMilliseconds, otherwise: fallback, &diagnostics)
                ?? numbers.date("created_time", .unixMilliseconds, otherwise: "the note is not published", &diagnostics) else {
                if !numbers.holds("user_created_time"), !numbers.holds("created_time") {
                    diagnostics.warn(at: location, "has no creation time (user_created_time); it is not published")
                }
                continue
            }
            let title = StoreRow.text(row, "title")?.trimmingWhitespace ?? ""
            var body = Self.resourcesLinked(StoreRow.text(row, "body") ?? "", resources: resources)
            // A note Joplin keeps as HTML (`markup_language` 2, the web clipper's) is made safe by
            // Folio's allow-list and shown as that; its text is its plain text.
            var html: String?
            if StoreRow.integer(row, "markup_language") == 2 {
                if let safe = HTMLSanitizer.safeHTML(from: body) {
                    html = safe
                } else {
                    diagnostics.warn(at: location, "body is HTML that cannot be parsed; it is shown as plain text")
                    html = HTMLSanitizer.escapedText(body)
                }
                body = HTMLSanitizer.plainText(from: body)
            }
            guard var memo = StoreNote.memo(title: title, markdown: body, field: "body", created: created, at: location, timeZone: timeZone,
                                            diagnostics: &diagnostics) else { continue }
            memo.bodyHTML = html
            // Every link of its HTML, as written: the files beside the database among them (resources)
            // are published as a Markdown note's are.
            memo.bodyFiles = html.map { LinkScanner.links(in: Array($0.utf8)) } ?? []
            let updated = numbers.date("user_updated_time", .unixMilliseconds, &diagnostics) ?? numbers.date("updated_time", .unixMilliseconds, &diagnostics)
            memo.modified = updated.map { LocalDateTime($0, in: timeZone) }
            memo.tags = tags?[id] ?? []
            memo.tagsUnknown = tags == nil
            memo.storeID = id
            memo.stableID = StableID.segment(id)
            let parent = StoreRow.text(row, "parent_id") ?? ""
            if !parent.isEmpty, notebooks[parent] == nil {
                diagnostics.warn(at: location, "parent_id \(parent.quotedForMessage) names no folder; the note is published under (no notebook)")
            }
            let notebook = notebooks[parent] ?? ["(no notebook)"]
            if byNotebook[notebook] == nil { order.append(notebook) }
            byNotebook[notebook, default: []].append(memo)
        }
        source.accounts += order.map { Notebook(folders: $0, notes: byNotebook[$0] ?? [], app: "Joplin") }
    }

    /// Each folder's path from the top, `Parent`, `Child`; a loop of parents stops where it closes.
    /// Unreadable, no note could be placed in its notebook (nor kept out by one), so none is read.
    private func notebookPaths(in db: Database, diagnostics: inout Diagnostics) throws -> [String: [String]] {
        var titles: [String: String] = [:]
        var parents: [String: String] = [:]
        let rows: [Row]
        do {
            rows = try StoreRows.fetchAll(db, sql: "SELECT * FROM folders", table: "folders", at: file.location, diagnostics: &diagnostics)
        } catch {
            throw FolioError(at: file.location.appending("table folders"), "cannot be read, so no note's notebook is known; no note is published")
        }
        for row in rows {
            guard let id = StoreRow.text(row, "id") else { continue }
            let title = StoreRow.text(row, "title")?.trimmingWhitespace ?? ""
            titles[id] = title.isEmpty ? "(no name)" : title
            if let parent = StoreRow.text(row, "parent_id"), !parent.isEmpty { parents[id] = parent }
        }
        var paths: [String: [String]] = [:]
        for id in titles.keys {
            var chain: [String] = []
            var seen: Set<String> = []
            var current: String? = id
            while let folder = current, let title = titles[folder], seen.insert(folder).inserted {
                chain.insert(title, at: 0)
                current = parents[folder]
            }
            paths[id] = chain
        }
        return paths
    }

    /// `resources/<id>.<extension>` by resource id (none in a profile without the table).
    private func resourceFiles(in db: Database, diagnostics: inout Diagnostics) -> [String: String] {
        var files: [String: String] = [:]
        let rows: [Row]
        do {
            guard try db.tableExists("resources") else { return [:] }
            rows = try StoreRows.fetchAll(db, sql: "SELECT * FROM resources", table: "resources", at: file.location, diagnostics: &diagnostics)
        } catch {
            diagnostics.warn(at: file.location.appending("table resources"), "cannot be read; the notes are published without the files they link")
            return [:]
        }
        for row in rows {
            guard let id = StoreRow.text(row, "id") else { continue }
            // Joplin names the file by its id and extension; anything else in either is not its file.
            let ext = StoreRow.text(row, "file_extension")?.trimmingWhitespace ?? ""
            guard id.count == 32, id.allSatisfy(\.isHexDigit), ext.count <= 16, ext.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) else { continue }
            files[id] = "resources/\(id)" + (ext.isEmpty ? "" : ".\(ext)")
        }
        return files
    }

    /// `:/<id>` of a resource, in a link or an image (`](:/id)`, `src=":/id"`), as its file's path.
    package static func resourcesLinked(_ body: String, resources: [String: String]) -> String {
        guard body.contains(":/") else { return body }
        var out = ""
        var rest = Substring(body)
        while let marker = rest.range(of: ":/") {
            let id = rest[marker.upperBound...].prefix { $0.isHexDigit }
            let before = rest[..<marker.lowerBound].last
            if id.count == 32, before == "(" || before == "\"", let path = resources[String(id)] {
                out += rest[..<marker.lowerBound] + path
                rest = rest[id.endIndex...]
            } else {
                out += rest[..<marker.upperBound]
                rest = rest[marker.upperBound...]
            }
        }
        return out + rest
    }

    /// Tag titles by note; nil when they cannot be read.
    private func tagsByNote(in db: Database, diagnostics: inout Diagnostics) -> [String: [String]]? {
        var byNote: [String: [String]] = [:]
        do {
            for row in try StoreRows.fetchAll(db, sql: "SELECT note_tags.note_id AS note, tags.title AS tag FROM note_tags JOIN tags ON tags.id = note_tags.tag_id ORDER BY tags.title",
                                              table: "tags", at: file.location, diagnostics: &diagnostics) {
                if let note = StoreRow.text(row, "note"), let tag = StoreRow.text(row, "tag")?.trimmingWhitespace, !tag.isEmpty { byNote[note, default: []].append(tag) }
            }
        } catch {
            diagnostics.warn(at: file.location.appending("table note_tags"), "cannot be read; the notes are published without their tags (and withheld, if folio.yml excludes tags)")
            return nil
        }
        return byNote
    }
}
