import Foundation
import FolioBase
import FolioModel

/// A JSON object a store keeps in a text column (calibre's `annot_data`), parsed by Foundation's
/// `JSONSerialization` (which refuses nesting deeper than 512 and numbers beyond a Double), each
/// field read as what it should be: a field that is there but of another type, or a number out of
/// its range, is a warning naming the file, the record and the field (`annot_data.spine_index`),
/// and is left out. A missing field or `null` is left out without a word.
package struct StoreJSON {
    package let location: SourceLocation
    /// How messages name the object: its column, then the keys leading to it.
    package let path: String
    private let object: [String: Any]

    /// The object `text` holds; nil, with a warning saying why and what follows (`otherwise`),
    /// when it is not JSON or not an object.
    package init?(_ text: String, column: String, at location: SourceLocation, otherwise: String, _ diagnostics: inout Diagnostics) {
        let value: Any
        do {
            value = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            let reason = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
            diagnostics.warn(at: location, "\(column) is not JSON (\(reason)); \(otherwise)")
            return nil
        }
        guard let object = value as? [String: Any] else {
            diagnostics.warn(at: location, "\(column) is \(Self.summary(value)), expected a JSON object; \(otherwise)")
            return nil
        }
        self.init(object: object, path: column, at: location)
    }

    private init(object: [String: Any], path: String, at location: SourceLocation) {
        self.object = object
        self.path = path
        self.location = location
    }

    /// A string, with any NUL character dropped (said once).
    package func text(_ key: String, _ diagnostics: inout Diagnostics) -> String? {
        guard let value = present(key) else { return nil }
        guard let text = value as? String else { return wrong(key, value, "a string", &diagnostics) }
        guard text.unicodeScalars.contains("\u{0}") else { return text }
        diagnostics.warn(at: location, "\(path).\(key) holds a NUL character; the whole text is kept, without it")
        return String(String.UnicodeScalarView(text.unicodeScalars.filter { $0 != "\u{0}" }))
    }

    /// A whole number within `range` (a number with a fraction, or beyond it, is none).
    package func whole(_ key: String, in range: ClosedRange<Int64>, _ diagnostics: inout Diagnostics) -> Int64? {
        guard let value = present(key) else { return nil }
        if !Self.isBoolean(value), let number = (value as? NSNumber)?.doubleValue, number.rounded() == number,
           number >= Double(range.lowerBound), number <= Double(range.upperBound) {
            return Int64(number)
        }
        return wrong(key, value, "a whole number from \(range.lowerBound) to \(range.upperBound)", &diagnostics)
    }

    /// Whether the field is JSON `true`.
    package func isTrue(_ key: String) -> Bool {
        present(key).map { Self.isBoolean($0) && ($0 as? NSNumber)?.boolValue == true } ?? false
    }

    /// Whether a value is JSON `true` or `false`. Foundation gives numbers and booleans alike as
    /// `NSNumber`, and `0 is Bool` holds: only the class tells them apart.
    package static func isBoolean(_ value: Any) -> Bool {
        (value as? NSNumber).map { type(of: $0) == type(of: NSNumber(value: true)) } ?? false
    }

    /// An array of strings (others in it are left out, said once).
    package func texts(_ key: String, _ diagnostics: inout Diagnostics) -> [String]? {
        guard let value = present(key) else { return nil }
        guard let array = value as? [Any] else { return wrong(key, value, "an array of strings", &diagnostics) }
        let texts = array.compactMap { $0 as? String }
        if texts.count != array.count {
            diagnostics.warn(at: location, "\(path).\(key) holds \(array.count - texts.count) value\(array.count - texts.count == 1 ? "" : "s") that \(array.count - texts.count == 1 ? "is" : "are") not a string; \(array.count - texts.count == 1 ? "it is" : "they are") left out")
        }
        return texts
    }

    /// An object inside this one.
    package func object(_ key: String, _ diagnostics: inout Diagnostics) -> StoreJSON? {
        guard let value = present(key) else { return nil }
        guard let object = value as? [String: Any] else { return wrong(key, value, "an object", &diagnostics) }
        return StoreJSON(object: object, path: "\(path).\(key)", at: location)
    }

    private func present(_ key: String) -> Any? {
        guard let value = object[key], !(value is NSNull) else { return nil }
        return value
    }

    private func wrong<T>(_ key: String, _ value: Any, _ expected: String, _ diagnostics: inout Diagnostics) -> T? {
        diagnostics.warn(at: location, "\(path).\(key) is \(Self.summary(value)), expected \(expected); it is left out")
        return nil
    }

    /// What a JSON value is, for messages, as `FieldValue` says it: `a string "x"`, `a number (3.5)`.
    package static func summary(_ value: Any) -> String {
        switch value {
        case is NSNull: return FieldValue.null.summary
        case let text as String: return FieldValue.text(text).summary
        case let number as NSNumber where isBoolean(number): return number.boolValue ? "true" : "false"
        case let number as NSNumber:
            let double = number.doubleValue
            return double.rounded() == double && abs(double) < 1e15 ? FieldValue.integer(Int64(double)).summary : FieldValue.real(double).summary
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "a value of another kind"
        }
    }
}
