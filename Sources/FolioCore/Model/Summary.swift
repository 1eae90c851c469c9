/// A memo's one-line summary for lists: the start of its body as plain text, white space folded,
/// cut at a word (or anywhere, for text without spaces) with an ellipsis.
enum Summary {
    /// Characters a summary keeps at most.
    static let length = 80

    /// Reads only as far into `plain` as the summary needs: the model keeps each body's whole
    /// plain text (for the search index), and a list shows many rows.
    static func of(_ plain: String) -> String {
        var words = ""
        var count = 0
        var space = false
        for character in plain {
            if character.isWhitespace {
                space = !words.isEmpty
                continue
            }
            if space {
                words.append(" ")
                count += 1
                space = false
            }
            words.append(character)
            count += 1
            if count > length { break }
        }
        guard count > length else { return words }
        var cut = String(words.prefix(length))
        if let space = cut.lastIndex(of: " "), cut.distance(from: space, to: cut.endIndex) < 20 {
            cut = String(cut[..<space])
        }
        return cut + "…"
    }
}
