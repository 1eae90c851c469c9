/// A part of a search record's text: a rendered text the model keeps (read only when the record
/// is encoded), or words at hand (a highlight, a saved page's address).
enum SearchText: Sendable {
    case stored(StoredText)
    case words(String)

    var plainText: String {
        switch self {
        case .stored(let text): text.plainText
        case .words(let words): words
        }
    }

    /// Appends the plain text's UTF-8 bytes to `bytes`.
    func appendPlainText(to bytes: inout [UInt8]) {
        switch self {
        case .stored(let text): text.appendPlainText(to: &bytes)
        case .words(let words): bytes.append(contentsOf: words.utf8)
        }
    }

    /// XXH64 of the plain text's bytes and its size as a JSON string, quotes included: a stored
    /// text's as the text cache keeps them.
    var measure: (hash: UInt64, count: Int) {
        switch self {
        case .stored(let text): (text.plainHash, text.plainJSONCount)
        case .words(let words): (StoredText.hash(words), JSONString.count(words))
        }
    }
}
