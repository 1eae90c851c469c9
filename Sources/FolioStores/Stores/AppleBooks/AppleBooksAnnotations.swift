import Foundation
import GRDB
import FolioBase
import FolioModel

/// Apple Books' annotations database (`AEAnnotation*.sqlite`), told by its table
/// `ZAEANNOTATION`: the highlights (`ZANNOTATIONTYPE` 2; other types are bookmarks and reading
/// positions) by the `ZANNOTATIONASSETID` of their book. Each: the selected text (or the
/// representative text), the note, the chapter (`ZFUTUREPROOFING5`), the location (an EPUB CFI),
/// the style and when it was made (Core Data seconds). A deleted highlight appears nowhere and is
/// counted; one without a type, a book or any text is a warning naming it.
package struct AppleBooksAnnotations {
    package let file: DataFile

    package static let table = "ZAEANNOTATION"

    package static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains(table)
    }

    /// The highlights by book; `source` counts the deleted ones.
    package func highlights(in db: Database, into source: inout LoadedSource, diagnostics: inout Diagnostics) throws -> [BookIdentifier: [Highlight]] {
        var found: [BookIdentifier: [Highlight]] = [:]
        let rows = try StoreRows.fetchAll(db, sql: "SELECT * FROM \(Self.table) ORDER BY rowid", table: Self.table, at: file.location, diagnostics: &diagnostics)
        for (index, row) in rows.enumerated() {
            let location = file.location.appending("annotation \(StoreRow.integer(row, "Z_PK").map(String.init) ?? "in row \(index + 1)")")
            func optional(_ column: String) -> String? {
                StoreRow.text(row, column).map(\.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
            }
            guard let type = StoreRow.integer(row, "ZANNOTATIONTYPE") else {
                diagnostics.warn(at: location, "has no type (ZANNOTATIONTYPE, 2 for a highlight); it is not published")
                continue
            }
            guard type == 2 else { continue }
            if (StoreRow.integer(row, "ZANNOTATIONDELETED") ?? 0) != 0 {
                source.withhold("deleted highlights")
                continue
            }
            guard let asset = optional("ZANNOTATIONASSETID") else {
                diagnostics.warn(at: location, "names no book (ZANNOTATIONASSETID); the highlight is not published")
                continue
            }
            guard let text = optional("ZANNOTATIONSELECTEDTEXT") ?? optional("ZANNOTATIONREPRESENTATIVETEXT") else {
                let what = optional("ZANNOTATIONNOTE") == nil ? "the highlight is" : "the highlight and its note are"
                diagnostics.warn(at: location, "has no highlighted text (ZANNOTATIONSELECTEDTEXT); \(what) not published")
                continue
            }
            let numbers = StoreNumbers(row, at: location)
            found[AppleBooksLibrary.identifier(asset), default: []].append(Highlight(
                text: text, note: optional("ZANNOTATIONNOTE"), chapter: optional("ZFUTUREPROOFING5"), location: optional("ZANNOTATIONLOCATION"),
                style: numbers.whole("ZANNOTATIONSTYLE", in: 0...100, &diagnostics).map { Int($0) },
                created: numbers.date("ZANNOTATIONCREATIONDATE", .coreDataSeconds, &diagnostics)))
        }
        return found
    }
}
