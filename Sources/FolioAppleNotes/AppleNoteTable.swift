import FolioHTML

/// A table in a note, read from its attachment's data (`decode(gzipped:)`): its cells row by
/// row, left to right as Notes shows them, each cell a note of its own (text with styles).
public struct AppleNoteTable: Equatable, Sendable {
    /// Rows of cells; every row has as many cells, a cell its paragraphs.
    let rows: [[[NoteParagraph]]]

    public var rowCount: Int { rows.count }
    public var columnCount: Int { rows.first?.count ?? 0 }

    /// Each cell's words, its paragraphs joined by "\n", row by row.
    public var cellTexts: [[String]] {
        rows.map { row in row.map { cell in Self.visible(cell).map(\.text).joined(separator: "\n") } }
    }

    /// The words of the table for search: a row a line, its cells' words between spaces, empty
    /// cells and rows left out.
    public var plainText: String {
        cellTexts.map { row in
            row.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }.filter { !$0.allSatisfy(\.isWhitespace) }.joined(separator: " ")
        }.filter { !$0.isEmpty }.joined(separator: "\n")
    }

    /// `<table>` with a `<tr>` a row and a `<td>` a cell, a line each row; a cell's paragraphs
    /// between `<br>`, styled as in the note. An attachment in a cell is its placeholder.
    public var html: String {
        var html = "<table>\n<tbody>\n"
        for row in rows {
            html += "<tr>"
            for cell in row {
                let paragraphs = Self.visible(cell).map { NoteHTMLWriter.inline($0.pieces, attachment: AttachmentHTML.placeholder) }
                html += "<td>" + paragraphs.joined(separator: "<br>") + "</td>"
            }
            html += "</tr>\n"
        }
        return html + "</tbody>\n</table>"
    }

    /// A cell's paragraphs without the blank ones at its ends (a cell's text often ends in "\n").
    private static func visible(_ cell: [NoteParagraph]) -> ArraySlice<NoteParagraph> {
        guard let first = cell.firstIndex(where: { !$0.isBlank }), let last = cell.lastIndex(where: { !$0.isBlank }) else { return [] }
        return cell[first...last]
    }
}
