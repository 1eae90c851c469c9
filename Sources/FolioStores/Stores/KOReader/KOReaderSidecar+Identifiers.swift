import Foundation
import FolioBase
import FolioModel

extension KOReaderSidecar {
    /// `doc_props.identifiers`, as KOReader copies them from the book: one or more to a line,
    /// each `scheme:value` (`uuid:…`, `calibre:540`, `url:https://…`, `urn:isbn:979…`,
    /// `MOBI-ASIN:…`) or a bare ISBN. `urn:` is left out of a scheme, schemes are lower case,
    /// and one written twice is kept once.
    package static func identifiers(_ text: String?) -> [BookIdentifier] {
        var found: [BookIdentifier] = []
        for word in (text ?? "").split(whereSeparator: { $0.isWhitespace }) {
            var value = word.trimmingCharacters(in: CharacterSet(charactersIn: ",;"))[...]
            if value.lowercased().hasPrefix("urn:") { value = value.dropFirst(4) }
            let identifier: BookIdentifier
            if let colon = value.firstIndex(of: ":"), colon != value.startIndex, !value[..<colon].contains("/") {
                identifier = BookIdentifier(scheme: value[..<colon].lowercased(), value: String(value[value.index(after: colon)...]))
            } else if BookKey.isbn13(String(value)) != nil, value.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "X" || $0 == "x") }) {
                identifier = BookIdentifier(scheme: "isbn", value: String(value))
            } else {
                continue
            }
            if !identifier.value.isEmpty, !found.contains(identifier) { found.append(identifier) }
        }
        return found
    }
}
