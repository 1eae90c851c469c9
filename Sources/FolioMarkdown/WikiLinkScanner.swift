/// Finds `[[Title]]` and `[[Title|words shown]]` in a run of text: the wiki links note apps
/// (Bear, Obsidian, Joplin's plugins) write between notes. A title holds no `[`, `]` or line
/// break and is not empty once trimmed.
enum WikiLinkScanner {
    enum Piece: Equatable {
        case text(String)
        /// The title to look up, the words to show, and the link as written.
        case link(title: String, shown: String, written: String)
    }

    static func pieces(of text: String) -> [Piece] {
        var pieces: [Piece] = []
        var pending = ""
        var rest = Substring(text)
        while let open = rest.range(of: "[[") {
            let inner = rest[open.upperBound...]
            guard let close = inner.range(of: "]]") else { break }
            let body = inner[..<close.lowerBound]
            if body.contains(where: { $0 == "[" || $0 == "]" || $0.isNewline }) {
                // Start again at the last `[[` before this `]]`, so no stretch is searched twice.
                let retry = rest[open.upperBound..<close.lowerBound].range(of: "[[", options: .backwards)?.lowerBound
                let next = retry.map { $0 > open.lowerBound ? $0 : close.upperBound } ?? close.upperBound
                pending += rest[..<next]
                rest = rest[next...]
                continue
            }
            let parts = body.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
            let title = trimmed(parts[0])
            let shown = parts.count > 1 ? trimmed(parts[1]) : title
            guard !title.isEmpty else {
                pending += rest[..<close.upperBound]
                rest = inner[close.upperBound...]
                continue
            }
            pending += rest[..<open.lowerBound]
            if !pending.isEmpty { pieces.append(.text(pending)) }
            pending = ""
            pieces.append(.link(title: title, shown: shown.isEmpty ? title : shown, written: String(rest[open.lowerBound..<close.upperBound])))
            rest = inner[close.upperBound...]
        }
        pending += rest
        if !pending.isEmpty { pieces.append(.text(pending)) }
        return pieces
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
