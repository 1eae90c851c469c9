import Synchronization

/// The texts `folio serve`'s last build rendered, in memory, by their bytes, with every question
/// the rendering asked about the text's links and the answer it got (the memo a `[[title]]`
/// names, the file a link leads to). A build takes a text from here when the text is the same
/// and each question, asked again, gets the same answer: then libcmark would make the same of
/// it. Each build keeps what it rendered or took, for the next (`finishBuild`).
final class MarkdownCache: Sendable {
    struct Key: Hashable, Sendable {
        /// The text's UTF-8 bytes, compared as bytes.
        let bytes: [UInt8]
        /// What `render` was asked for: plain text up to this many bytes, links answered or not.
        let plainText: Int
        let answersLinks: Bool
        let answersWikiLinks: Bool
    }

    /// One question rendering asked: where a link (or a `[[title]]` when `wiki`) leads.
    struct Answer: Sendable, Equatable {
        let wiki: Bool
        let asked: String
        let answer: String?
    }

    struct Entry: Sendable {
        let rendered: RenderedText
        /// In the order they were asked.
        let answers: [Answer]
    }

    private let entries = Mutex<(last: [Key: Entry], next: [Key: Entry])>(([:], [:]))

    init() {}

    /// The last build's rendering of the text `key` names.
    func entry(for key: Key) -> Entry? {
        entries.withLock { $0.last[key] }
    }

    /// Keeps a text this build rendered or took.
    func keep(_ entry: Entry, for key: Key) {
        entries.withLock { $0.next[key] = entry }
    }

    /// What this build kept becomes what the next one may take.
    func finishBuild() {
        entries.withLock { $0 = ($0.next, [:]) }
    }
}
