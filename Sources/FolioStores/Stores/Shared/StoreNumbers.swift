import Foundation
import GRDB
import FolioBase
import FolioModel

/// A record's numbers, each read within the range Folio can use it in, so no number a store
/// holds (±2^63, NaN, ±inf, 1e308) can overflow an operation on it: a value that is there but no
/// number, or out of its range, is a warning naming the file, the record and the field, and is
/// left out. NULL, empty text and a missing column are left out without a word.
package struct StoreNumbers {
    /// The most pages a book may have, and the most seconds it may have been read: far beyond
    /// any book, and small enough that no sum of them overflows.
    package static let mostPages: Int64 = 10_000_000
    package static let mostSeconds: Int64 = 100 * 365 * 86_400

    package let location: SourceLocation
    private let value: (String) -> DatabaseValue?

    package init(_ row: Row, at location: SourceLocation) {
        self.location = location
        value = { row.hasColumn($0) ? row[$0] as DatabaseValue : nil }
    }

    package init(_ record: StoreRecord, at location: SourceLocation) {
        self.location = location
        value = { record.value($0) }
    }

    /// How dates are written as numbers.
    package enum DateKind {
        case unixSeconds, unixMilliseconds, coreDataSeconds

        package var expected: String {
            switch self {
            case .unixSeconds: "seconds since 1970"
            case .unixMilliseconds: "milliseconds since 1970"
            case .coreDataSeconds: "seconds since 2001-01-01"
            }
        }
    }

    /// A whole number within `range`.
    package func whole(_ column: String, in range: ClosedRange<Int64>, _ diagnostics: inout Diagnostics) -> Int64? {
        guard let stored = present(column) else { return nil }
        if let number = StoreRow.integer(stored), range.contains(number) { return number }
        diagnostics.warn(at: location, "\(column) is \(FieldValue(stored).summary), expected a whole number from \(range.lowerBound) to \(range.upperBound); it is left out")
        return nil
    }

    /// A number within `range`.
    package func real(_ column: String, in range: ClosedRange<Double>, _ diagnostics: inout Diagnostics) -> Double? {
        guard let stored = present(column) else { return nil }
        if let number = StoreRow.real(stored), range.contains(number) { return number }
        diagnostics.warn(at: location, "\(column) is \(FieldValue(stored).summary), expected a number from \(Self.text(range.lowerBound)) to \(Self.text(range.upperBound)); it is left out")
        return nil
    }

    /// A date written as a number, within years 1 to 9999. `0` is no date (stores write it for
    /// none), without a word. `otherwise` says what follows when the value is unusable.
    package func date(_ column: String, _ kind: DateKind, otherwise: String = "it is left out", _ diagnostics: inout Diagnostics) -> Date? {
        guard let stored = present(column) else { return nil }
        if let number = StoreRow.real(stored) {
            if number == 0 { return nil }
            let date: Date? = switch kind {
            case .unixSeconds: StoreDate.unix(number)
            case .unixMilliseconds: StoreDate.unix(number / 1000)
            case .coreDataSeconds: StoreDate.coreData(number)
            }
            if let date { return date }
        }
        diagnostics.warn(at: location, "\(column) is \(FieldValue(stored).summary), expected \(kind.expected) within the years 1 to 9999; \(otherwise)")
        return nil
    }

    /// Whether the column holds something (not NULL, not empty text).
    package func holds(_ column: String) -> Bool {
        present(column) != nil
    }

    private func present(_ column: String) -> DatabaseValue? {
        guard let stored = value(column), !stored.isNull else { return nil }
        if case .text(let text) = FieldValue(stored), text.trimmingWhitespace.isEmpty { return nil }
        return stored
    }

    private static func text(_ number: Double) -> String {
        number.rounded() == number && abs(number) < 1e15 ? String(Int64(number)) : String(number)
    }
}
