import Foundation
import GRDB
import FolioBase
import FolioModel

/// A Kobo's highlights and notes, its `Bookmark` rows by the `VolumeID` of their book: `Text`
/// (the passage marked), `Annotation` (the reader's note), `DateCreated` (ISO text without a zone:
/// a wall-clock time in the site's zone), and the chapter of its `ContentID` (`KoboChapters`). A row
/// with a note and no text is a note without a highlight; one with neither is a page bookmark, not
/// a highlight. Reading order is the chapter's position in the book, then the place in it
/// (`StartContainerPath`, Kobo's `span#kobo\.204\.1`, and `StartOffset`); a highlight whose chapter
/// has no position comes after the others. A row Kobo marks `Hidden` appears nowhere and is counted.
package struct KoboBookmarks {
    package let file: DataFile
    package let timeZone: TimeZone

    package static let table = "Bookmark"

    /// The highlights by the `ContentID` of their book; `source` counts the hidden ones.
    package func highlights(in db: Database, chapters: KoboChapters, into source: inout LoadedSource, diagnostics: inout Diagnostics) -> [String: [Highlight]] {
        let records: [StoreRecord]
        do {
            records = try StoreRecord.fetchAll(db, sql: "SELECT * FROM \(Self.table) ORDER BY rowid", table: Self.table, at: file.location, diagnostics: &diagnostics)
        } catch {
            diagnostics.warn(at: file.location.appending("table \(Self.table)"), "cannot be read; the books are published without their highlights")
            return [:]
        }
        var found: [String: [Highlight]] = [:]
        for (index, record) in records.enumerated() {
            let location = file.location.appending("bookmark \(record.text("BookmarkID").flatMap(KoboLibrary.nonEmpty)?.quotedForMessage ?? "in row \(index + 1)")")
            let text = record.text("Text")?.trimmingWhitespace ?? ""
            let note = record.text("Annotation").flatMap(KoboLibrary.nonEmpty)
            guard !text.isEmpty || note != nil else { continue }
            if KoboLibrary.flag(record, "Hidden") {
                source.withhold("hidden highlights")
                continue
            }
            guard let book = record.text("VolumeID").flatMap(KoboLibrary.nonEmpty) else {
                diagnostics.warn(at: location, "names no book (VolumeID); the highlight is not published")
                continue
            }
            let chapter = record.text("ContentID").flatMap(KoboLibrary.nonEmpty).map { chapters.chapter($0, at: location, &diagnostics) }
            let offset = StoreNumbers(record, at: location).whole("StartOffset", in: 0...1_000_000_000, &diagnostics) ?? 0
            let place = chapter?.position.map { "\($0)!\(record.text("StartContainerPath") ?? ""):\(offset)" }
            let created = KoboLibrary.date(record, "DateCreated", in: timeZone, at: location, &diagnostics)
            found[book, default: []].append(Highlight(text: text, note: note, chapter: chapter?.title, location: place, style: nil, created: created))
        }
        return found
    }
}
