import GRDB
import FolioBase
import FolioModel

/// A Kobo's shelves (collections) as its books' tags: each `ShelfContent` row puts the book of
/// its `ContentId` on the shelf `ShelfName`, shown by the `Name` of its `Shelf` row. Rows and
/// shelves Kobo marks `_IsDeleted` are passed over.
package struct KoboShelves {
    package let file: DataFile

    /// Each book's tags, by its `ContentID`, in name order.
    package func tags(in db: Database, diagnostics: inout Diagnostics) -> [String: [String]] {
        var names: [String: String] = [:]
        var deleted: Set<String> = []
        var tags: [String: [String]] = [:]
        do {
            for shelf in try StoreRecord.fetchAll(db, sql: "SELECT * FROM Shelf ORDER BY rowid", table: "Shelf", at: file.location, diagnostics: &diagnostics) {
                let keys = [shelf.text("InternalName"), shelf.text("Name")].compactMap { $0.flatMap(KoboLibrary.nonEmpty) }
                if KoboLibrary.flag(shelf, "_IsDeleted") {
                    deleted.formUnion(keys)
                } else if let name = shelf.text("Name").flatMap(KoboLibrary.nonEmpty) {
                    for key in keys where names[key] == nil { names[key] = name }
                }
            }
            for row in try StoreRecord.fetchAll(db, sql: "SELECT * FROM ShelfContent ORDER BY rowid", table: "ShelfContent", at: file.location, diagnostics: &diagnostics) {
                guard !KoboLibrary.flag(row, "_IsDeleted"), let shelf = row.text("ShelfName").flatMap(KoboLibrary.nonEmpty),
                      let book = row.text("ContentId").flatMap(KoboLibrary.nonEmpty), names[shelf] != nil || !deleted.contains(shelf) else { continue }
                let name = names[shelf] ?? shelf
                if !(tags[book]?.contains(name) ?? false) { tags[book, default: []].append(name) }
            }
        } catch {
            diagnostics.warn(at: file.location.appending("table ShelfContent"), "cannot be read; the books are published without their shelves")
            return [:]
        }
        return tags.mapValues { $0.sorted() }
    }
}
