import FolioBase
import FolioModel

/// Text as SQLite stores it, read whole. GRDB reads SQLite text as a C string, which ends at the
/// first NUL character and repairs bytes that are not UTF-8 without a word; when SQLite holds more
/// bytes than that string, the text is read from the bytes: the NUL dropped, bad bytes shown as
/// `�`, each said in plain words.
package enum StoredText {
    /// The whole text of `stored`, and what was done to it (none when it is clean UTF-8).
    package static func repaired(_ stored: [UInt8], column: String) -> (text: String, problems: [String]) {
        var problems: [String] = []
        if let nul = stored.firstIndex(of: 0) {
            problems.append("column \(column) holds a NUL character at byte \(nul + 1) of \(stored.count); the whole text is kept, without it")
        }
        if String(validating: stored, as: UTF8.self) == nil {
            problems.append("column \(column) is not valid UTF-8; the bytes that are not are shown as �")
        }
        let whole = String(decoding: stored, as: UTF8.self)
        return (String(String.UnicodeScalarView(whole.unicodeScalars.filter { $0 != "\u{0}" })), problems)
    }
}
