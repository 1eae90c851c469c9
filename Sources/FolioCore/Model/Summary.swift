/// A memo's one-line summary for lists: the start of its body as plain text, white space folded,
/// cut at a word (or anywhere, for text without spaces) with an ellipsis.
enum Summary {
    /// Characters a summary keeps at most.
    static let length = 80
    /// Bytes of plain text the model keeps of each body to make it from.
    static let source = 400

    static func of(_ plain: String) -> String {
        let words = plain.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard words.count > length else { return words }
        var cut = String(words.prefix(length))
        if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 20 {
            cut = String(cut[..<space])
        }
        return cut + "…"
    }
}
