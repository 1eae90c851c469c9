import FolioAppleNotes
import Foundation
import GRDB
import FolioBase
import FolioModel

/// What Apple Notes keeps of each attachment beside the note's text, by the attachment's
/// `ZIDENTIFIER`: an inline attachment's words (`ZALTTEXT`: `#travel` for a tag, a mention's
/// name), a URL card's address and title (`ZURLSTRING`, `ZTITLE`), a table's data
/// (`ZMERGEABLEDATA1`, or `ZMERGEABLEDATA` before it), and the files (`AppleNotesMedia`).
package struct AppleNotesAttachments {
    package let media: AppleNotesMedia
    private var words: [String: String] = [:]
    private var links: [String: (url: String, title: String)] = [:]
    private var tables: [String: [UInt8]] = [:]
    /// The column the tables' data was read from, for messages.
    private(set) var tableColumn = "ZMERGEABLEDATA1"

    package static let columnsRead: Set<String> = ["ZALTTEXT", "ZURLSTRING", "ZTITLE", "ZTYPEUTI", "ZGENERATION", "ZGENERATION1"]

    package init(rows: [StoreRecord], media: AppleNotesMedia) {
        self.media = media
        for row in rows {
            guard let identifier = row.text("ZIDENTIFIER") else { continue }
            if let text = row.text("ZALTTEXT") { words[identifier] = text }
            if row.text("ZTYPEUTI")?.lowercased() == "public.url", let url = row.text("ZURLSTRING") {
                links[identifier] = (url, row.text("ZTITLE") ?? "")
            }
        }
    }

    /// Every table's data, read at once (one query: only the tables' rows, of the many that
    /// hold mergeable data).
    package mutating func readTables(in db: Database, columns: [String]) throws {
        guard columns.contains("ZTYPEUTI"), let column = ["ZMERGEABLEDATA1", "ZMERGEABLEDATA"].first(where: columns.contains) else { return }
        tableColumn = column
        let sql = "SELECT ZIDENTIFIER, \(column) AS data FROM ZICCLOUDSYNCINGOBJECT WHERE lower(ZTYPEUTI) = 'com.apple.notes.table'"
        for row in try Row.fetchAll(db, sql: sql) {
            guard let identifier = StoreRow.text(row, "ZIDENTIFIER") else { continue }
            if case .blob(let data) = (row["data"] as DatabaseValue).storage { tables[identifier] = [UInt8](data) }
        }
    }

    /// The body as the site shows it: inline attachments as their words (a tag among the note's
    /// tags), tables, URL cards and the files found beside the database; every attachment that
    /// should show something and cannot is a problem naming it.
    package func show(_ decoded: AppleNote, account: String?) -> ShownNote {
        let body = decoded.resolvingInlineText { words[$0.identifier] }
        var contents: [AttachmentRef: AttachmentContent] = [:]
        var problems: [ShownNote.Problem] = []
        var files: [String] = []
        var tableTexts: [String] = []
        func problem(_ ref: AttachmentRef, _ message: String) {
            problems.append(ShownNote.Problem(attachment: "\(ref.kind) \(ref.identifier)", message: message + "; the note shows [\(ref.kind)] in its place"))
        }
        for ref in body.attachments {
            if ref.isInlineText {
                problem(ref, "has no words (ZALTTEXT)")
            } else if ref.isTable {
                guard let data = tables[ref.identifier] else {
                    problem(ref, "has no data (\(tableColumn))")
                    continue
                }
                do {
                    let table = try AppleNoteTable.decode(gzipped: data)
                    contents[ref] = .table(table)
                    tableTexts.append(table.plainText)
                } catch {
                    problem(ref, "its data (\(tableColumn)) \(error)")
                }
            } else if ref.isURL, let link = links[ref.identifier] {
                contents[ref] = .link(url: link.url, title: link.title)
            } else if let file = media.file(of: ref, account: account) {
                contents[ref] = ref.kind == "image" ? .image(path: file.path) : .file(path: file.path, name: file.name)
                files.append(file.path)
            } else if ref.kind == "image" || media.namesFile(ref) {
                problem(ref, "has no file beside the database (Accounts/<account>/Media/<media>/<file name>, as its rows name it)")
            }
        }
        var tags: [String] = []
        for ref in decoded.attachments where ref.isHashtag {
            let name = String((words[ref.identifier] ?? "").trimmingWhitespace.drop { $0 == "#" })
            if !name.isEmpty, !tags.contains(name) { tags.append(name) }
        }
        let html = body.html { contents[$0] }
        let text = ([body.plainText] + tableTexts).filter { !$0.isEmpty }.joined(separator: "\n")
        return ShownNote(title: body.title, text: text, textOutsideCode: body.textOutsideCode, html: html, files: files, tags: tags, problems: problems)
    }
}
