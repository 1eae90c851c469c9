import CSV
import Foundation
import FolioBase
import FolioModel

/// A CSV file read whole with CSV.swift (a maintained, forgiving parser: a stray quote is kept as
/// text, a quote left open runs to the end of the file, never an error or a hang): its header and
/// its rows, each with the number a spreadsheet shows it under (the header is row 1; a field
/// holding line breaks is still one row). What a spreadsheet does to a file is undone or said:
/// a byte order mark is dropped, CR LF and CR end rows as LF does, text that is not UTF-8 is
/// read as Windows-1252 with a warning, and a file whose header has tabs and no commas is read
/// as tab-separated.
package struct CSVTable {
    package struct Row {
        /// As a spreadsheet numbers it: the header is row 1.
        package let number: Int
        package let fields: [String]
    }

    package let header: [String]
    package let rows: [Row]

    /// The table in `bytes`; problems with the text itself are warnings at `location`.
    package static func read(_ bytes: [UInt8], at location: SourceLocation, diagnostics: inout Diagnostics) -> CSVTable {
        // A line break inside a field is LF, whatever ends the rows.
        let text = decoded(bytes, at: location, diagnostics: &diagnostics).replacingOccurrences(of: "\r\n", with: "\n")
        let delimiter = self.delimiter(of: text)
        guard let reader = try? CSVReader(string: text, hasHeaderRow: false, trimFields: false, delimiter: delimiter) else {
            return CSVTable(header: [], rows: [])
        }
        var header: [String]?
        var rows: [Row] = []
        var number = 0
        while let fields = reader.next() {
            number += 1
            guard header != nil else {
                header = fields.map(\.trimmingWhitespace)
                continue
            }
            // A blank line is an empty row, as a spreadsheet shows it.
            if fields.count == 1, fields[0].allSatisfy(\.isWhitespace) { continue }
            rows.append(Row(number: number, fields: fields))
        }
        return CSVTable(header: header ?? [], rows: rows)
    }

    /// The first line of `bytes` split at its delimiter, when it has one: enough to tell an
    /// export by its header without reading the rest.
    package static func headerLine(_ bytes: Data) -> [String]? {
        var start = bytes
        if start.starts(with: byteOrderMark) { start = start.dropFirst(byteOrderMark.count) }
        let decoded = start.starts(with: [0xFF, 0xFE]) || start.starts(with: [0xFE, 0xFF])
            ? String(data: start.prefix(start.count & ~1), encoding: .utf16).map { $0.hasPrefix("\u{FEFF}") ? String($0.dropFirst()) : $0 }
            : String(decoding: start.prefix { $0 != 0x0A && $0 != 0x0D }, as: UTF8.self)
        guard let decoded else { return nil }
        let text = String(decoded.prefix { $0 != "\n" && $0 != "\r" && $0 != "\r\n" })
        let delimiter = self.delimiter(of: text)
        guard text.unicodeScalars.contains(delimiter),
              let reader = try? CSVReader(string: text, hasHeaderRow: false, trimFields: false, delimiter: delimiter) else { return nil }
        return reader.next()?.map(\.trimmingWhitespace)
    }

    package static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// A comma, or a tab when the first line has tabs and no commas (a spreadsheet's "tab
    /// separated text").
    private static func delimiter(of text: String) -> Unicode.Scalar {
        let firstLine = text.unicodeScalars.prefix { $0 != "\n" && $0 != "\r" }
        return !firstLine.contains(",") && firstLine.contains("\t") ? "\t" : ","
    }

    /// UTF-8 without its byte order mark; UTF-16 with one; anything else as Windows-1252, with a
    /// warning.
    private static func decoded(_ bytes: [UInt8], at location: SourceLocation, diagnostics: inout Diagnostics) -> String {
        let text: String
        if bytes.starts(with: byteOrderMark), let utf8 = String(validating: bytes.dropFirst(3), as: UTF8.self) {
            text = utf8
        } else if let utf8 = String(validating: bytes, as: UTF8.self) {
            text = utf8
        } else if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]),
                  let utf16 = String(data: Data(bytes), encoding: .utf16) {
            text = utf16.hasPrefix("\u{FEFF}") ? String(utf16.dropFirst()) : utf16
        } else {
            diagnostics.warn(at: location, "is not UTF-8 text; it is read as Windows-1252, as a spreadsheet may have saved it")
            text = String(data: Data(bytes), encoding: .windowsCP1252) ?? String(decoding: bytes.map { $0 < 0x80 ? $0 : 0x3F }, as: UTF8.self)
        }
        return text
    }
}
