/// Finds `#tag` words in a run of plain text.
enum TagScanner {
    static func tags(in text: String) -> [String] {
        var tags: [String] = []
        var previous: Character?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "#", previous.map(isBoundary) ?? true {
                let start = text.index(after: index)
                let end = text[start...].firstIndex { !isTagCharacter($0) } ?? text.endIndex
                let word = text[start..<end]
                if word.contains(where: \.isLetter) {
                    tags.append(String(word))
                }
                previous = end > start ? text[text.index(before: end)] : character
                index = end
                continue
            }
            previous = character
            index = text.index(after: index)
        }
        return tags
    }

    /// A tag may start after white space or punctuation, not inside a word (`C#`, `a#b`) or `##`.
    private static func isBoundary(_ character: Character) -> Bool {
        character != "#" && (character.isWhitespace || character.isPunctuation || character.isSymbol)
    }

    private static func isTagCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
            || character.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark || $0.properties.isAlphabetic || $0.properties.numericType != nil }
    }
}
