import Foundation
import GRDB
import FolioBase
import FolioModel

/// The highlights calibre's e-book viewer saved in `metadata.db`'s `annotations` table (calibre
/// 5 and later; an older library has no such table, and no word is said). Each row of
/// `annot_type` `highlight` is one highlight of its `book`, its `annot_data` JSON read by
/// `StoreJSON`: `highlighted_text`, `notes`, `spine_index` and `start_cfi` (its place: the
/// EPUB CFI `epubcfi(/6/<2 × (spine_index + 1)>!<start_cfi>)`), `toc_family_titles` (the
/// chapter: the last of them), `style` (`kind` `color`: `which` is a colour; `decoration`:
/// `which` is how it is drawn) and `timestamp`. Bookmarks are not highlights; a highlight calibre
/// marks `removed` appears nowhere and is counted. The same highlight kept for two users (the
/// viewer and the content server) is one, the latest.
package struct CalibreAnnotations {
    package let file: DataFile

    package static let table = "annotations"

    /// The highlights by book id, in reading order; `source` counts the removed ones.
    package func highlights(in db: Database, tables: Set<String>, into source: inout LoadedSource, diagnostics: inout Diagnostics) -> [Int64: [Highlight]] {
        guard tables.contains(Self.table) else { return [:] }
        let rows: [Row]
        do {
            rows = try StoreRows.fetchAll(db, sql: "SELECT * FROM \(Self.table) ORDER BY id", table: Self.table, at: file.location, diagnostics: &diagnostics)
        } catch {
            diagnostics.warn(at: file.location.appending("table \(Self.table)"), "cannot be read; the books are published without calibre's highlights")
            return [:]
        }
        var found: [Int64: [(key: String, stamp: Double, highlight: Highlight)]] = [:]
        for (index, row) in rows.enumerated() {
            guard StoreRow.text(row, "annot_type") == "highlight" else { continue }
            let location = file.location.appending("annotation \(StoreRow.integer(row, "id").map(String.init) ?? "in row \(index + 1)")")
            guard let book = StoreRow.integer(row, "book") else {
                diagnostics.warn(at: location, "names no book (book); the highlight is not published")
                continue
            }
            guard let text = StoreRow.text(row, "annot_data") else {
                diagnostics.warn(at: location, "has no annot_data; the highlight is not published")
                continue
            }
            guard let data = StoreJSON(text, column: "annot_data", at: location, otherwise: "the highlight is not published", &diagnostics) else { continue }
            if data.isTrue("removed") {
                source.withhold("removed highlights")
                continue
            }
            guard let highlight = highlight(data, at: location, &diagnostics) else { continue }
            // One highlight of one format, kept for several users, is one: the latest.
            let key = "\(StoreRow.text(row, "format") ?? "")\u{0}\(StoreRow.text(row, "annot_id") ?? "row \(index)")"
            let stamp = StoreRow.real(row, "timestamp") ?? 0
            if let same = found[book]?.firstIndex(where: { $0.key == key }) {
                if stamp > found[book, default: []][same].stamp { found[book, default: []][same] = (key, stamp, highlight) }
            } else {
                found[book, default: []].append((key, stamp, highlight))
            }
        }
        return found.mapValues { $0.map(\.highlight).sorted(by: Highlight.inReadingOrder) }
    }

    /// The highlight `annot_data` describes; nil, with a warning, when it has neither text nor note.
    private func highlight(_ data: StoreJSON, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Highlight? {
        func nonEmpty(_ text: String?) -> String? {
            text.map(\.trimmingWhitespace).flatMap { $0.isEmpty ? nil : $0 }
        }
        let text = nonEmpty(data.text("highlighted_text", &diagnostics))
        let note = nonEmpty(data.text("notes", &diagnostics))
        guard text != nil || note != nil else {
            diagnostics.warn(at: location, "has no highlighted text (annot_data.highlighted_text); the highlight is not published")
            return nil
        }
        let spine = data.whole("spine_index", in: 0...Self.mostSpineItems, &diagnostics)
        let cfi = nonEmpty(data.text("start_cfi", &diagnostics))
        var place: String?
        if let spine {
            place = "epubcfi(/6/\((spine + 1) * 2)" + (cfi.map { "!" + ($0.hasPrefix("/") ? $0 : "/" + $0) } ?? "") + ")"
        }
        var created: Date?
        if let stamp = nonEmpty(data.text("timestamp", &diagnostics)) {
            created = StoreDate.iso(stamp)
            if created == nil {
                diagnostics.warn(at: location, "annot_data.timestamp is \(FieldValue.text(stamp).summary), expected a date (ISO 8601); it is left out")
            }
        }
        var highlight = Highlight(
            text: text ?? "", note: note, chapter: data.texts("toc_family_titles", &diagnostics)?.compactMap(nonEmpty).last,
            location: place, style: nil, created: created)
        if let style = data.object("style", &diagnostics) {
            let which = nonEmpty(style.text("which", &diagnostics))
            switch style.text("kind", &diagnostics) {
            case "color": highlight.colour = which
            case "decoration": highlight.mark = which.flatMap(HighlightMark.init(rawValue:))
            default: break
            }
        }
        return highlight
    }

    /// Far more spine items than any book has; small enough that no CFI step made from one
    /// overflows.
    package static let mostSpineItems: Int64 = 1_000_000
}
