import Foundation
import FolioBase

/// The `#tags` of the memos: which memos carry each tag, and each memo's tags.
package struct TagIndex: Sendable, Equatable {
    package struct MemoReference: Sendable, Hashable {
        package let account: Int
        package let memo: Int

        package init(account: Int, memo: Int) {
            self.account = account
            self.memo = memo
        }
    }

    package struct Tag: Sendable, Equatable {
        /// Lowercased, in NFC: `#Reading` and `#reading` are one tag.
        package let name: String
        /// Newest first.
        package let memos: [MemoReference]
    }

    /// By name.
    package let tags: [Tag]
    /// Per account, per memo: its tags in the order they first appear.
    package let tagsOfMemos: [[[String]]]

    package static let empty = TagIndex(tags: [], tagsOfMemos: [])

    /// The index of the tags each memo holds (per account, per memo, as written).
    /// A memo's tags as the index holds them, from the tags it wrote (and its store keeps).
    package static func names(of written: [String]) -> [String] {
        var names: [String] = []
        for tag in written {
            let name = tag.matchingKey
            if !names.contains(name) { names.append(name) }
        }
        return names
    }

    package static func build(_ content: SiteContent, tagsOfMemos written: [[[String]]]) -> TagIndex {
        let references = content.notebooks.indices.flatMap { account in
            content.notebooks[account].notes.indices.map { MemoReference(account: account, memo: $0) }
        }
        let found = references.map { names(of: written[$0.account][$0.memo]) }
        var tagsOfMemos = content.notebooks.map { Array(repeating: [String](), count: $0.notes.count) }
        var memosOfTag: [String: [MemoReference]] = [:]
        for (reference, names) in zip(references, found) {
            tagsOfMemos[reference.account][reference.memo] = names
            for name in names { memosOfTag[name, default: []].append(reference) }
        }
        func time(_ reference: MemoReference) -> LocalDateTime {
            content.notebooks[reference.account].notes[reference.memo].created
        }
        let tags = memosOfTag.keys.sorted().map { name in
            Tag(name: name, memos: (memosOfTag[name] ?? []).sorted {
                (time($1), $0.account, $0.memo) < (time($0), $1.account, $1.memo)
            })
        }
        return TagIndex(tags: tags, tagsOfMemos: tagsOfMemos)
    }
}
