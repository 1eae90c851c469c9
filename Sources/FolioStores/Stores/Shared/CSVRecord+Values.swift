import Foundation
import FolioBase
import FolioModel

/// The values of an export's fields, each read as what it is, with a warning naming the row and
/// the column for any field a spreadsheet damaged or that holds no such value; such a field is
/// left out, or read as the value the spreadsheet's rewriting still tells.
extension CSVRecord {
    /// A day (`ExportDay`); a rewritten one is read with a warning saying how.
    package func day(_ column: String, order: ExportDay.Order, in zone: TimeZone, _ diagnostics: inout Diagnostics) -> Date? {
        let text = text(column)
        return text.isEmpty ? nil : day(text, column: column, order: order, in: zone, &diagnostics)
    }

    /// The day `text`, a part of `column`'s field.
    package func day(_ text: String, column: String, order: ExportDay.Order, in zone: TimeZone, _ diagnostics: inout Diagnostics) -> Date? {
        guard let day = ExportDay(text, order: order), let instant = day.instant(in: zone) else {
            diagnostics.warn(at: location(column), "is \(text.quotedForMessage), expected a date such as 2024/01/31; it is left out")
            return nil
        }
        if day.rewritten {
            diagnostics.warn(at: location(column), "is \(text.quotedForMessage), a date as a spreadsheet rewrites it; it is read as \(day.text) "
                             + "(\(order == .monthFirst ? "month" : "day") first, as in the file's other such dates)")
        }
        return instant
    }

    /// A whole number within `range`; `otherwise` says what follows when it is not one.
    package func whole(_ column: String, in range: ClosedRange<Int>, otherwise: String = "it is left out", _ diagnostics: inout Diagnostics) -> Int? {
        let text = text(column)
        guard !text.isEmpty else { return nil }
        if let number = Int(text), range.contains(number) { return number }
        // A spreadsheet may write a whole number as `4.0`.
        if let number = Double(text), number.isFinite, number.rounded() == number, Double(range.lowerBound)...Double(range.upperBound) ~= number {
            return Int(number)
        }
        diagnostics.warn(at: location(column), "is \(text.quotedForMessage), expected a whole number from \(range.lowerBound) to \(range.upperBound); \(otherwise)")
        return nil
    }

    /// An ISBN-10 or -13 as the export writes it (`="9780553293357"`, so that spreadsheets keep
    /// it text), hyphens and spaces dropped; nil when empty. A spreadsheet that read it as a
    /// number may have dropped its leading zeros (put back when the check digit agrees) or
    /// rounded it (`9.78055E+12`: the digits are lost).
    package func isbn(_ column: String, _ diagnostics: inout Diagnostics) -> String? {
        let written = text(column)
        let text = Self.unwrapped(written)
        guard !text.isEmpty else { return nil }
        let digits = text.filter { $0 != "-" && $0 != " " }.uppercased()
        if Self.isISBN(digits) { return digits }
        if digits.contains("E+"), Double(digits) != nil {
            diagnostics.warn(at: location(column), "is \(written.quotedForMessage), an ISBN a spreadsheet rounded to a number; its digits are lost, so it is left out")
            return nil
        }
        // Only an ISBN-10 can start with a zero (an ISBN-13 starts 978 or 979), and only one
        // not written `="…"` went through a spreadsheet as a number.
        if written == text, digits.allSatisfy(\.isNumber), digits.count < 10 {
            let padded = String(repeating: "0", count: 10 - digits.count) + digits
            if Self.isISBN(padded) {
                diagnostics.warn(at: location(column), "is \(written.quotedForMessage), an ISBN a spreadsheet read as a number, which dropped its leading zeros; it is read as \(padded)")
                return padded
            }
        }
        diagnostics.warn(at: location(column), "is \(written.quotedForMessage), expected an ISBN (10 or 13 digits with a valid check digit); it is left out")
        return nil
    }

    /// `="…"` (how exports keep a spreadsheet from reading a field as a number) unwrapped.
    package static func unwrapped(_ text: String) -> String {
        guard text.hasPrefix("=\""), text.hasSuffix("\""), text.count >= 3 else { return text }
        return String(text.dropFirst(2).dropLast()).trimmingWhitespace
    }

    /// Whether `text` is an ISBN-10 or ISBN-13 whose check digit agrees.
    package static func isISBN(_ text: String) -> Bool {
        let characters = Array(text)
        if characters.count == 13, characters.allSatisfy({ $0.isASCII && $0.isNumber }) {
            let sum = characters.enumerated().reduce(0) { $0 + ($1.element.wholeNumberValue ?? 0) * ($1.offset % 2 == 0 ? 1 : 3) }
            return sum % 10 == 0
        }
        guard characters.count == 10, characters.dropLast().allSatisfy({ $0.isASCII && $0.isNumber }),
              characters[9] == "X" || (characters[9].isASCII && characters[9].isNumber) else { return false }
        let sum = characters.enumerated().reduce(0) { total, item in
            total + (item.element == "X" ? 10 : item.element.wholeNumberValue ?? 0) * (10 - item.offset)
        }
        return sum % 11 == 0
    }

    /// A comma-separated list (`fantasy, favourites`), each item trimmed, empty ones left out.
    package func list(_ column: String) -> [String] {
        text(column).split(separator: ",").map { String($0).trimmingWhitespace }.filter { !$0.isEmpty }
    }
}
