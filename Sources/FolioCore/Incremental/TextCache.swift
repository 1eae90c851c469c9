import FolioMarkdown

/// The texts a build rendered, each by its bytes, with every question `render` asked about its
/// links and the answer it got. A later build takes a text's rendering from here when the text
/// is the same and each question, asked again, gets the same answer (the memo a `[[title]]`
/// names, the file a link leads to): then libcmark would make the same of it. Saved beside the
/// output (`TextCache+File`), it spares a rebuild the parsing of every text that did not change.
struct TextCache: Sendable {
    struct Key: Hashable, Sendable {
        /// XXH64 of the text's UTF-8 bytes.
        let hash: UInt64
        let size: Int
        /// What `render` was asked for: plain text up to this many bytes, links answered or not.
        let plainText: Int
        let answersLinks: Bool
        let answersWikiLinks: Bool
    }

    /// One question `render` asked: where a link (or a `[[title]]` when `wiki`) leads.
    struct Answer: Sendable, Equatable {
        let wiki: Bool
        let asked: String
        let answer: String?
    }

    struct Entry: Sendable {
        /// Its HTML and plain text where the build that rendered it put them (`TextStore`).
        let rendered: StoredText
        /// In the order they were asked.
        let answers: [Answer]
    }

    /// What the texts were made under (`identity(of:)`).
    let identity: String

    /// The renderer's identity (`MarkdownRenderer.identity`) and the rules of list summaries.
    static func identity(of markdown: MarkdownRenderer) -> String {
        "\(markdown.identity); summaries: \(Summary.rules)"
    }
    private(set) var entries: [Key: Entry] = [:]

    init(identity: String, entries: [Key: Entry] = [:]) {
        self.identity = identity
        self.entries = entries
    }

    subscript(key: Key) -> Entry? { entries[key] }

    mutating func insert(_ entry: Entry, for key: Key) {
        entries[key] = entry
    }

    /// Room for `count` texts, so the table is not grown (and every key hashed again) as they come.
    mutating func reserveCapacity(_ count: Int) {
        entries.reserveCapacity(count)
    }
}
