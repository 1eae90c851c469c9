import FolioBase

extension Highlight {
    /// What makes two stores' highlights one: the same passage, white space folded and letter
    /// case aside (a reader's two devices mark the same words); nil for a note that marks no
    /// passage, which is never taken for another.
    package var passageKey: String? {
        let words = text.lowercased().split(whereSeparator: \.isWhitespace)
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// The highlights of two stores of one book, each passage once: one in `more` that `list`
    /// already has only fills what that one lacks (a note, a chapter, a place, a date).
    package static func joined(_ list: [Highlight], _ more: [Highlight]) -> [Highlight] {
        var joined = list
        var byPassage: [String: Int] = [:]
        for (index, highlight) in joined.enumerated() {
            if let key = highlight.passageKey, byPassage[key] == nil { byPassage[key] = index }
        }
        for highlight in more {
            guard let key = highlight.passageKey, let index = byPassage[key] else {
                joined.append(highlight)
                continue
            }
            joined[index].note = joined[index].note ?? highlight.note
            joined[index].chapter = joined[index].chapter ?? highlight.chapter
            joined[index].location = joined[index].location ?? highlight.location
            joined[index].page = joined[index].page ?? highlight.page
            joined[index].created = joined[index].created ?? highlight.created
        }
        return joined.sorted(by: inReadingOrder)
    }
}
