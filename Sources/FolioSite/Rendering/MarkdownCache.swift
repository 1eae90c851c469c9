import FolioMarkdown
import Foundation
import Synchronization
import FolioBase
import FolioModel
import FolioOutput

/// The texts `folio serve`'s last build rendered, in memory, by their bytes, with every question
/// the rendering asked about the text's links and the answer it got (the memo a `[[title]]`
/// names, the file a link leads to). A build takes a text from here when the text is the same
/// and each question, asked again, gets the same answer: then libcmark would make the same of
/// it. Each build reads the last one's texts without a lock (`entries`, taken once as it starts)
/// and keeps what it rendered or took (`keep`, spread over shards so threads seldom wait);
/// `finishBuild` makes those the next build's.
package final class MarkdownCache: Sendable {
    package struct Key: Hashable, Sendable {
        /// The text's UTF-8 bytes, compared as bytes; hashed by their XXH64 alone.
        package let bytes: [UInt8]
        package let hash: UInt64
        /// What `render` was asked for: plain text up to this many bytes, links answered or not.
        package let plainText: Int
        package let answersLinks: Bool
        package let answersWikiLinks: Bool

        package init(_ text: String, plainText: Int, answersLinks: Bool, answersWikiLinks: Bool) {
            bytes = Array(text.utf8)
            hash = bytes.withUnsafeBytes { XXH64.hash($0) }
            self.plainText = plainText
            self.answersLinks = answersLinks
            self.answersWikiLinks = answersWikiLinks
        }

        package func hash(into hasher: inout Hasher) {
            hasher.combine(hash)
        }

        package static func == (a: Key, b: Key) -> Bool {
            guard a.hash == b.hash, a.bytes.count == b.bytes.count, (a.plainText, a.answersLinks, a.answersWikiLinks) == (b.plainText, b.answersLinks, b.answersWikiLinks) else {
                return false
            }
            return a.bytes.withUnsafeBytes { x in b.bytes.withUnsafeBytes { y in x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
        }
    }

    /// One question rendering asked: where a link (or a `[[title]]` when `wiki`) leads.
    package struct Answer: Sendable, Equatable {
        package let wiki: Bool
        package let asked: String
        package let answer: LinkDestination?
    }

    package struct Entry: Sendable {
        package let rendered: RenderedText
        /// In the order they were asked.
        package let answers: [Answer]
    }

    /// What this build keeps, in shards by the key's hash.
    private final class Shard: Sendable {
        package let entries = Mutex<[Key: Entry]>([:])
    }

    private let last = Mutex<[Key: Entry]>([:])
    private let shards = (0..<64).map { _ in Shard() }

    package init() {}

    /// The last build's texts, to read from while this one renders.
    package var entries: [Key: Entry] { last.withLock { $0 } }

    /// Keeps a text this build rendered or took.
    package func keep(_ entry: Entry, for key: Key) {
        shards[Int(key.hash % UInt64(shards.count))].entries.withLock { $0[key] = entry }
    }

    /// What this build kept becomes what the next one may take.
    package func finishBuild() {
        var kept: [Key: Entry] = [:]
        for shard in shards {
            shard.entries.withLock { entries in
                kept.merge(entries) { first, _ in first }
                entries = [:]
            }
        }
        last.withLock { $0 = kept }
    }
}
