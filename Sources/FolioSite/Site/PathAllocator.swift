import FolioBase
import FolioModel
import FolioOutput

/// Hands out path segments within one folder so that no two records share one, even on a
/// file system that ignores letter case or Unicode normalisation: a later claim of a taken
/// segment gets `-2`, `-3`, … Claims made in the same order give the same segments.
package struct PathAllocator: Sendable {
    /// The keys taken, as bytes: a key is in NFC already, so bytes compare as the text does,
    /// and hashing a `String` that is not ASCII normalises it again on every look.
    private var taken: Set<PathBytes>
    /// For each slug claimed (by its bytes), the counter its next claim starts from: every
    /// candidate before it was found taken, and stays taken. Without it, the n-th claim of one
    /// slug tried all n-1 taken ones first (at a million memos, a notebook's common titles made
    /// that 5% of a build).
    private var nextCounter: [PathBytes: Int] = [:]

    /// `reserved` names are never handed out (`index`, beside a folder's `index.html`).
    package init(reserved: [String] = []) {
        taken = Set(reserved.map { PathBytes(Self.key($0)) })
    }

    package mutating func claim(_ slug: String) -> String {
        // Counter 1 is the slug itself.
        let slugBytes = PathBytes(slug)
        var counter = nextCounter[slugBytes] ?? 1
        var candidate = counter == 1 ? slug : "\(slug)-\(counter)"
        var key = PathBytes(Self.key(candidate))
        while taken.contains(key) {
            counter += 1
            candidate = "\(slug)-\(counter)"
            key = PathBytes(Self.key(candidate))
        }
        taken.insert(key)
        nextCounter[slugBytes] = counter + 1
        return candidate
    }

    /// Two segments with the same key would land in one place on some file system.
    package static func key(_ segment: String) -> String {
        if segment.isASCIIOrCJK {
            return String(decoding: segment.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
        }
        return segment.decomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
    }
}
