import Foundation
import FolioBase
import FolioModel

/// KOReader's settings for one book (`<book>.sdr/metadata.<ext>.lua`, or the same file under
/// KOReader's `docsettings/` or `hashdocsettings/`): where KOReader keeps a book's highlights,
/// notes, status, rating and review, which its statistics only count. A Lua table literal, read
/// as data by `LuaParser` and never run; told by its content: a table holding any of
/// `sidecarKeys`.
///
/// The book: `doc_props` (title, authors one per line, series and `series_index`, language,
/// identifiers), `summary` (status, rating, the reader's review in `note`, and the day the status
/// was set, `modified`), `percent_finished`, `doc_pages`; its page is named by its
/// `partial_md5_checksum`, the key KOReader's statistics give the same book, by which the two
/// become one (`md5Scheme`). Highlights: `KOReaderSidecar+Highlights`.
package struct KOReaderSidecar {
    package let file: DataFile
    /// Where KOReader's dates (the device's wall-clock time, no zone) are read.
    package let timeZone: TimeZone

    /// The identifier scheme of KOReader's md5 of a book file: sidecars and statistics share it.
    package static let md5Scheme = "koreader-md5"
    /// The most Folio reads of one sidecar (KOReader's are a few kilobytes; one with thousands
    /// of highlights some hundreds).
    package static let mostBytes: Int64 = 16 * ByteCount.mebibyte
    /// A table holding any of these is a sidecar.
    package static let sidecarKeys: Set<String> = ["doc_props", "annotations", "highlight", "bookmarks", "summary", "partial_md5_checksum", "stats", "doc_path"]

    /// Whether a file named so is a sidecar to read when it is found in a folder: KOReader's
    /// `metadata.<ext>.lua`, not its backup `metadata.<ext>.lua.old` (the copy before the last
    /// save: the same book, older) nor `custom_metadata.lua` (the reader's edits of the book's
    /// metadata). What the file is, is still told by its content.
    package static func isSidecarName(_ name: String) -> Bool {
        name.hasPrefix("metadata.") && name.hasSuffix(".lua") && name.count >= "metadata.x.lua".count
    }

    /// Whether a Lua file's table is a sidecar's: it holds any of `sidecarKeys`.
    package static func recognises(_ table: LuaTable) -> Bool {
        !sidecarKeys.isDisjoint(with: table.keys.compactMap { if case .string(let name) = $0 { name } else { nil } })
    }

    package func book(from table: LuaTable, diagnostics: inout Diagnostics) -> Book {
        let fields = KOReaderFields(table: table, location: file.location)
        let props = fields.table("doc_props", &diagnostics)
        let stats = fields.table("stats", &diagnostics)
        let summary = fields.table("summary", &diagnostics)
        var details = BookDetails()
        details.authors = Self.lines(props?.text("authors", &diagnostics) ?? stats?.text("authors", &diagnostics))
        if let name = props?.text("series", &diagnostics) {
            let number = props?.real("series_index", in: 0...1_000_000, &diagnostics)
            details.series = number.map { BookSeries(name: name, number: $0) } ?? KOReaderStatistics.series(name)
        }
        details.language = props?.text("language", &diagnostics)
        details.identifiers = Self.identifiers(props?.text("identifiers", &diagnostics))
        details.pageCount = fields.whole("doc_pages", in: 0...StoreNumbers.mostPages, &diagnostics).flatMap { $0 > 0 ? Int($0) : nil }
        // A hair past the ends is rounding; anything more is no progress.
        details.progress = fields.real("percent_finished", in: -0.01...1.01, &diagnostics)
            .map { min(1, max(0, $0)) }.flatMap { $0 > 0 ? $0 : nil }
        var score: Rating?
        var review = ""
        if let summary {
            details.status = summary.text("status", &diagnostics).flatMap { status(named: $0, at: summary.location, &diagnostics) }
            if details.status == .finished, let day = summary.text("modified", &diagnostics) {
                details.finished = date(day, at: summary.location.appending("modified"), &diagnostics)
            }
            score = summary.whole("rating", in: 0...Int64(Rating.maximum), &diagnostics).flatMap { Rating(Int($0)) }
            review = summary.text("note", &diagnostics).map { MarkdownGuard.checked($0, field: "note", at: summary.location, diagnostics: &diagnostics) } ?? ""
        }
        if details.status == nil { details.status = (details.progress ?? 0) > 0 ? .reading : nil }
        details.highlights = highlights(in: table, diagnostics: &diagnostics).sorted(by: Highlight.inReadingOrder)
        let md5 = fields.text("partial_md5_checksum", &diagnostics) ?? stats?.text("md5", &diagnostics)
        if let md5 { details.identifiers.insert(BookIdentifier(scheme: Self.md5Scheme, value: md5, use: .fileDigest), at: 0) }
        details.identifiers.sort()
        let title = props?.text("title", &diagnostics) ?? stats?.text("title", &diagnostics) ?? fallbackTitle(fields, &diagnostics)
        var book = Book(title: title ?? "Unknown", authorLine: details.authors.joined(separator: ", "), rating: score,
                        authorIntroduction: "", description: "", review: review, source: file.location)
        book.details = details
        // The md5 of the book file's sampled bytes, as KOReader's statistics name the book.
        book.stableID = StableID.segment(md5)
        if md5 == nil {
            diagnostics.warn(at: file.location, "has no partial_md5_checksum, so its book's page is named by its title, and it cannot be matched to KOReader's statistics")
        }
        return book
    }

    /// The book file's name without its extension (`doc_path`), else the sidecar's folder's
    /// (`Dune.sdr`).
    private func fallbackTitle(_ fields: KOReaderFields, _ diagnostics: inout Diagnostics) -> String? {
        if let path = fields.text("doc_path", &diagnostics) {
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            if !name.isEmpty { return name }
        }
        let folder = file.url.deletingLastPathComponent().lastPathComponent
        return folder.hasSuffix(".sdr") && folder.count > 4 ? String(folder.dropLast(4)) : nil
    }

    /// KOReader's `reading`, `complete`, `abandoned` (shown as "on hold": set aside, not
    /// finished) and `tbr` (to be read).
    private func status(named name: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> ReadingStatus? {
        switch name.lowercased() {
        case "reading", "abandoned": return .reading
        case "complete", "finished": return .finished
        case "tbr", "new": return .unread
        default:
            diagnostics.warn(at: location, "status is \(name.quotedForMessage), expected reading, complete, abandoned or tbr; it is left out")
            return nil
        }
    }

    /// A day (`2023-12-19`) or KOReader's wall-clock time (`2023-12-19 17:23:52`), in the site's zone.
    package func date(_ text: String, at location: SourceLocation, _ diagnostics: inout Diagnostics) -> Date? {
        if let date = StoreDate.wallClock(text, in: timeZone) { return date }
        diagnostics.warn(at: location, "is \(text.quotedForMessage), expected a date and time such as 2023-12-19 17:23:52; it is left out")
        return nil
    }

    /// Names one per line (KOReader's way of listing authors); `N/A` is none.
    package static func lines(_ text: String?) -> [String] {
        (text ?? "").split(whereSeparator: \.isNewline).map { String($0).trimmingWhitespace }.filter { !$0.isEmpty && $0 != "N/A" }
    }
}
