import FolioBase
import FolioModel
import FolioOutput

/// The theme's interface text in one language (navigation, headings, counts, the pager, search,
/// the 404 page), from `Templates/strings.<language>.yml`. Every key the English table has is
/// here: one the language lacks is the English text (and a warning when the table is loaded).
/// Templates read it as `{{strings.key}}`; counts and sentences with numbers are made here.
///
/// A class, so a page reading `{{strings.home}}` is handed one reference, not a copy of the table
/// boxed for the template engine (a copy retained the table's dictionary, which every thread
/// shares, and allocated a box, for each of the dozen such names on every page). It never
/// changes once made.
package final class InterfaceStrings: Sendable, Equatable {
    package let language: String
    package let values: [String: String]
    /// Which numbers take a count's `_one` text, by the language.
    package let plural: PluralRule

    package init(language: String, values: [String: String]) {
        self.language = language
        self.values = values
        plural = PluralRule(language: language)
    }

    package static func == (lhs: InterfaceStrings, rhs: InterfaceStrings) -> Bool {
        lhs.language == rhs.language && lhs.values == rhs.values
    }

    package func text(_ key: String) -> String {
        values[key] ?? key
    }

    /// The text of `key` with each `{name}` replaced by its value, in one pass: a value is not
    /// searched for names in turn. (Foundation's `replacingOccurrences`, once per name, took 4%
    /// of a rebuild: every count and score on every list.)
    package func text(_ key: String, _ arguments: KeyValuePairs<String, String>) -> String {
        let text = text(key)
        guard text.utf8.contains(UInt8(ascii: "{")) else { return text }
        var result = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
            let name = rest[rest.index(after: open)..<close]
            result += rest[..<open]
            if let value = arguments.first(where: { $0.key == name })?.value {
                result += value
                rest = rest[rest.index(after: close)...]
            } else {
                result += "{"
                rest = rest[rest.index(after: open)...]
            }
        }
        return result + rest
    }

    /// `1 memo`, `10,000 memos`, `0 note`, `3 条笔记`: `count_<noun>_one` for the numbers the
    /// language's plural rule calls one, when the table has it, else `count_<noun>_other`, with
    /// `{n}` the number with its group separators.
    package func count(_ number: Int, _ noun: String) -> String {
        let key = plural.isOne(number) && values["count_\(noun)_one"] != nil ? "count_\(noun)_one" : "count_\(noun)_other"
        return text(key, ["n": self.number(number)])
    }

    /// The number with `number_group` between groups of three digits: `10,000`.
    package func number(_ value: Int) -> String {
        let digits = String(value.magnitude)
        let separator = text("number_group")
        var grouped = ""
        for (index, digit) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { grouped += separator }
            grouped.append(digit)
        }
        return (value < 0 ? "-" : "") + grouped
    }

    /// A number of tenths with its one decimal after `number_decimal`: `3.5`, `3,5`, `1,234.0`.
    package func number(tenths: Int) -> String {
        (tenths < 0 ? "-" : "") + number(Int(tenths.magnitude / 10)) + text("number_decimal") + String(tenths.magnitude % 10)
    }
}
