import Foundation
import GRDB

/// How one record's title is edited in place, in the file its program wrote, as a reader would
/// rename a book or a note in the program.
///
/// The title becomes itself twice ("Dune" → "Dune Dune"): a changed title of the same words,
/// so the search index keeps the same terms with the same records and its term chunks
/// (`search/terms/<n>.js`, numbered in term order) stay as many. A new word could add a chunk,
/// which moves no page, yet would change the site's paths.
enum TitleEdit: Sendable {
    /// An UPDATE of `column` in the row of `table` that `row` (an SQL condition) picks, after every
    /// trigger is dropped (calibre's call functions only calibre has).
    case sqlite(file: String, table: String, column: String, row: String)
    /// The first record's field under the header `column`.
    case csv(file: String, column: String)
    /// The first `["title"] = "…"` of a KOReader sidecar (`doc_props`, which sorts before `stats`).
    case lua(file: String)
    /// The property list's root, given to `edit` as Foundation objects and written back in the
    /// format it was read in.
    case plist(file: String, edit: @Sendable (Any) throws -> Any)

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func twice(_ title: String) -> String { "\(title) \(title)" }

    /// Edits the file inside `content`, a site's `Content/` folder.
    func apply(in content: URL) throws {
        switch self {
        case let .sqlite(file, table, column, row):
            try Self.update(content.appendingPathComponent(file), table: table, column: column, row: row)
        case let .csv(file, column):
            let url = content.appendingPathComponent(file)
            try Data(try Self.editedCSV(try String(contentsOf: url, encoding: .utf8), column: column).utf8).write(to: url)
        case let .lua(file):
            let url = content.appendingPathComponent(file)
            try Data(try Self.editedLua(try String(contentsOf: url, encoding: .utf8)).utf8).write(to: url)
        case let .plist(file, edit):
            let url = content.appendingPathComponent(file)
            var format = PropertyListSerialization.PropertyListFormat.xml
            let root = try PropertyListSerialization.propertyList(from: try Data(contentsOf: url), options: [], format: &format)
            try PropertyListSerialization.data(fromPropertyList: try edit(root), format: format, options: 0).write(to: url)
        }
    }

    private static func update(_ url: URL, table: String, column: String, row: String) throws {
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            for trigger in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'trigger'") {
                try db.execute(sql: "DROP TRIGGER \(trigger.quotedDatabaseIdentifier)")
            }
            let name = column.quotedDatabaseIdentifier
            try db.execute(sql: "UPDATE \(table.quotedDatabaseIdentifier) SET \(name) = \(name) || ' ' || \(name) WHERE \(row)")
            guard db.changesCount == 1 else {
                throw Failure(description: "\(url.lastPathComponent): \(db.changesCount) rows of \(table) where \(row), expected 1")
            }
        }
        try queue.close()
    }

    /// `text` with the first record's `column` written twice, quoted; the rest byte for byte.
    static func editedCSV(_ text: String, column: String) throws -> String {
        let characters = Array(text)
        let header = fields(characters, from: 0)
        let names = header.fields.map { unquoted(String(characters[$0])).replacingOccurrences(of: "\u{FEFF}", with: "") }
        guard let index = names.firstIndex(of: column) else { throw Failure(description: "no column \(column) in \(names)") }
        let record = fields(characters, from: header.end)
        guard index < record.fields.count else { throw Failure(description: "the first record has no field \(index + 1)") }
        let range = record.fields[index]
        let title = twice(unquoted(String(characters[range])))
        return String(characters[..<range.lowerBound]) + "\"" + title.replacingOccurrences(of: "\"", with: "\"\"") + "\"" + String(characters[range.upperBound...])
    }

    /// The fields of the record starting at `start`, each as the characters it spans (quotes and
    /// all), and where the next record starts.
    private static func fields(_ characters: [Character], from start: Int) -> (fields: [Range<Int>], end: Int) {
        var fields: [Range<Int>] = []
        var fieldStart = start
        var quoted = false
        var index = start
        while index < characters.count {
            let character = characters[index]
            if quoted {
                if character == "\"" {
                    if index + 1 < characters.count && characters[index + 1] == "\"" { index += 1 } else { quoted = false }
                }
            } else if character == "\"" {
                quoted = true
            } else if character == "," {
                fields.append(fieldStart..<index)
                fieldStart = index + 1
            } else if character.isNewline {
                fields.append(fieldStart..<index)
                return (fields, index + 1)
            }
            index += 1
        }
        fields.append(fieldStart..<index)
        return (fields, index)
    }

    private static func unquoted(_ field: String) -> String {
        guard field.count >= 2, field.hasPrefix("\""), field.hasSuffix("\"") else { return field }
        return String(field.dropFirst().dropLast()).replacingOccurrences(of: "\"\"", with: "\"")
    }

    /// `text` with the first `["title"] = "…"` string written twice (its escapes as they are).
    static func editedLua(_ text: String) throws -> String {
        let key = "[\"title\"] = \""
        guard let found = text.range(of: key) else { throw Failure(description: "no \(key)") }
        var end = found.upperBound
        while end < text.endIndex && text[end] != "\"" {
            end = text.index(after: text[end] == "\\" ? text.index(after: end) : end)
        }
        guard end < text.endIndex else { throw Failure(description: "the title's string does not end") }
        let title = text[found.upperBound..<end]
        return String(text[..<found.upperBound]) + twice(String(title)) + String(text[end...])
    }
}
