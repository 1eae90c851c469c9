import FolioBase
import FolioModel

/// Where a KOReader highlight is: its two ends, `pos0` and `pos1`, each an XPointer into an
/// EPUB's HTML (`/body/DocFragment[35]/body/p[15]/text().330`) or, in a PDF, a table
/// `{x, y, page, zoom, rotation}`.
package struct KOReaderPosition: Equatable {
    /// Both ends as written: what tells the records of one highlight (the `annotations` entry
    /// and the older `highlight` and `bookmarks` entries) from other highlights.
    package let key: String
    /// For reading order (`Highlight.location`): the XPointer, or the PDF page and the top-left
    /// of the two ends (`page 34 y 352 x 174`).
    package let location: String
    /// A PDF position's page.
    package let page: Int?

    /// The position of `pos0` and `pos1`; nil, with a warning, when `pos0` is neither form.
    package init?(_ entry: KOReaderFields, _ diagnostics: inout Diagnostics) {
        guard let start = entry.table["pos0"] else { return nil }
        let end = entry.table["pos1"]
        if let pointer = start.string {
            key = pointer + " | " + (end?.string ?? "")
            location = pointer
            page = nil
            return
        }
        guard let first = Self.point(start), let second = end.flatMap(Self.point) ?? Optional(first) else {
            diagnostics.warn(at: entry.location, "pos0 is \(start.summary), expected an XPointer or a PDF position {x, y, page}; its place in the book is unknown")
            return nil
        }
        key = "\(first.text) | \(second.text)"
        let top = (first.page, first.y, first.x) <= (second.page, second.y, second.x) ? first : second
        location = "page \(top.page) y \(Int(top.y)) x \(Int(top.x))"
        page = top.page
    }

    private struct Point {
        package let page: Int
        package let x: Double
        package let y: Double
        package var text: String { "\(page) \(LuaValue.text(x)) \(LuaValue.text(y))" }
    }

    /// A PDF position whose page is a whole number and whose corner is within any page's reach.
    private static func point(_ value: LuaValue) -> Point? {
        guard let table = value.table, let page = table["page"]?.number, page.rounded() == page, page >= 0, page <= Double(StoreNumbers.mostPages),
              let x = table["x"]?.number, let y = table["y"]?.number, abs(x) < 1e9, abs(y) < 1e9 else { return nil }
        return Point(page: Int(page), x: x, y: y)
    }
}
