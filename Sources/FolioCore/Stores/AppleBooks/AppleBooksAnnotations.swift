import Foundation
import GRDB

/// Apple Books' annotations database (`AEAnnotation*.sqlite`), told by its table
/// `ZAEANNOTATION`: the highlights (`ZANNOTATIONTYPE` 2) that are not deleted, by the
/// `ZANNOTATIONASSETID` of their book. Each: the selected text (or the representative text),
/// the note, the chapter (`ZFUTUREPROOFING5`), the location (an EPUB CFI), the style and when it
/// was made (Core Data seconds). A deleted highlight appears nowhere.
struct AppleBooksAnnotations {
    let file: DataFile

    static let table = "ZAEANNOTATION"

    static func recognises(_ tables: Set<String>) -> Bool {
        tables.contains(table)
    }

    func highlights(in db: Database, diagnostics: inout Diagnostics) throws -> [String: [Highlight]] {
        var found: [String: [Highlight]] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT * FROM \(Self.table) ORDER BY rowid") {
            guard StoreRow.integer(row, "ZANNOTATIONDELETED") != 1, StoreRow.integer(row, "ZANNOTATIONTYPE") == 2,
                  let asset = StoreRow.text(row, "ZANNOTATIONASSETID")?.trimmingWhitespace, !asset.isEmpty else { continue }
            let text = [StoreRow.text(row, "ZANNOTATIONSELECTEDTEXT"), StoreRow.text(row, "ZANNOTATIONREPRESENTATIVETEXT")]
                .compactMap { $0?.trimmingWhitespace }.first { !$0.isEmpty }
            guard let text else { continue }
            func optional(_ column: String) -> String? {
                StoreRow.text(row, column).map(\.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
            }
            found[asset, default: []].append(Highlight(
                text: text, note: optional("ZANNOTATIONNOTE"), chapter: optional("ZFUTUREPROOFING5"), location: optional("ZANNOTATIONLOCATION"),
                style: StoreRow.integer(row, "ZANNOTATIONSTYLE").map { Int(clamping: $0) },
                created: StoreNumbers(row, at: file.location.appending("annotation \(StoreRow.integer(row, "Z_PK").map(String.init) ?? asset)"))
                    .date("ZANNOTATIONCREATIONDATE", .coreDataSeconds, &diagnostics)))
        }
        return found
    }
}
