import FolioBase
import FolioModel

extension KOReaderSidecar {
    /// The highlights and notes of a sidecar, from both of KOReader's layouts: the top-level
    /// `annotations` list (since 2024), and the older `highlight` table (lists keyed by page)
    /// with its `bookmarks`, where a highlight's note is its bookmark's `text` unless KOReader
    /// wrote that itself (`Page 265 … @ 2023-12-19 17:23:52`). A file holding both (KOReader
    /// keeps the old tables when it converts a file) gives each highlight once: an older entry
    /// at the ends of an annotation is passed over.
    ///
    /// An entry with a position (`pos0`) or a way of drawing (`drawer`) is a highlight; one
    /// without either is a page bookmark, left out, unless the reader wrote a note on it: then
    /// it is a note alone.
    package func highlights(in table: LuaTable, diagnostics: inout Diagnostics) -> [Highlight] {
        let fields = KOReaderFields(table: table, location: file.location)
        var found: [Highlight] = []
        var seen: Set<String> = []
        for (_, entry) in fields.table("annotations", &diagnostics)?.numberedTables(&diagnostics) ?? [] {
            let position = KOReaderPosition(entry, &diagnostics)
            seen.insert(position?.key ?? Self.pageKey(entry))
            if let highlight = highlight(entry, position: position, note: entry.text("note", &diagnostics), listedOn: nil, &diagnostics) {
                found.append(highlight)
            }
        }
        var notes: [String: String] = [:]
        for (_, bookmark) in fields.table("bookmarks", &diagnostics)?.numberedTables(&diagnostics) ?? [] {
            let position = KOReaderPosition(bookmark, &diagnostics)
            let key = position?.key ?? Self.pageKey(bookmark)
            guard let text = bookmark.text("text", &diagnostics), !Self.isGenerated(text, at: bookmark.text("datetime", &diagnostics)) else { continue }
            notes[key] = text
            // A page bookmark with the reader's words on it, which no annotation holds.
            if position == nil, bookmark.table["drawer"] == nil, seen.insert(key).inserted,
               let note = highlight(bookmark, position: nil, note: text, listedOn: nil, &diagnostics) {
                found.append(note)
            }
        }
        for (page, list) in fields.table("highlight", &diagnostics)?.numberedTables(&diagnostics) ?? [] {
            for (_, entry) in list.numberedTables(&diagnostics) {
                let position = KOReaderPosition(entry, &diagnostics)
                let key = position?.key ?? Self.pageKey(entry)
                guard seen.insert(key).inserted else { continue }
                let listedOn = page.rounded() == page && page >= 1 && page <= Double(StoreNumbers.mostPages) ? Int(page) : nil
                if let highlight = highlight(entry, position: position, note: notes[key], listedOn: listedOn, &diagnostics) {
                    found.append(highlight)
                }
            }
        }
        return found
    }

    /// One entry as a highlight, a note alone, or nothing (a bookmark). `listedOn` is the page
    /// an older `highlight` table lists it under.
    private func highlight(_ entry: KOReaderFields, position: KOReaderPosition?, note: String?, listedOn: Int?, _ diagnostics: inout Diagnostics) -> Highlight? {
        let drawer = entry.text("drawer", &diagnostics)
        let isHighlight = position != nil || drawer != nil
        let text = isHighlight ? entry.text("text", &diagnostics) : nil
        if !isHighlight, note == nil { return nil }
        if isHighlight, text == nil, note == nil {
            diagnostics.warn(at: entry.location, "has no text; the highlight is not published")
            return nil
        }
        let page = entry.whole("pageno", in: 1...StoreNumbers.mostPages, &diagnostics).map { Int($0) }
            ?? (entry.table["page"]?.number != nil ? entry.whole("page", in: 1...StoreNumbers.mostPages, &diagnostics).map { Int($0) } : nil)
            ?? position?.page ?? listedOn
        return Highlight(
            text: text ?? "", note: note, chapter: entry.text("chapter", &diagnostics),
            location: position?.location ?? entry.table["page"]?.string ?? page.map(String.init),
            created: entry.text("datetime", &diagnostics).flatMap { date($0, at: entry.location.appending("datetime"), &diagnostics) },
            page: page, colour: entry.text("color", &diagnostics), mark: drawer.flatMap { mark($0, at: entry.location, &diagnostics) })
    }

    /// KOReader's ways of drawing: `lighten`, `underscore`, `strikeout`, `invert`.
    private func mark(_ drawer: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> HighlightMark? {
        switch drawer {
        case "lighten": return .highlight
        case "underscore": return .underline
        case "strikeout": return .strikeout
        case "invert": return .invert
        default:
            diagnostics.warn(at: location, "drawer is \(drawer.quotedForMessage), expected lighten, underscore, strikeout or invert; it is left out")
            return nil
        }
    }

    /// What tells a page bookmark from others: its page as written.
    private static func pageKey(_ entry: KOReaderFields) -> String {
        switch entry.table["page"] {
        case .string(let page)?: "page " + page
        case .number(let page)?: "page " + LuaValue.text(page)
        default: "page ?"
        }
    }

    /// Whether a bookmark's `text` is KOReader's own (`Page 265 … @ 2023-12-19 17:23:52`), not
    /// the reader's.
    package static func isGenerated(_ text: String, at datetime: String?) -> Bool {
        text.hasPrefix("Page ") && (datetime.map { text.hasSuffix(" @ " + $0) } ?? text.contains(" @ "))
    }
}
