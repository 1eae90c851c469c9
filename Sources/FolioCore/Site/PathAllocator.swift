/// Hands out path segments within one folder so that no two records share one, even on a
/// file system that ignores letter case or Unicode normalisation: a later claim of a taken
/// segment gets `-2`, `-3`, … Claims made in the same order give the same segments.
struct PathAllocator: Sendable {
    private var taken: Set<String>
    /// For each slug claimed, the counter its next claim starts from: every candidate before it
    /// was found taken, and stays taken. Without it, the n-th claim of one slug tried all n-1
    /// taken ones first (at a million memos, a notebook's common titles made that 5% of a build).
    private var nextCounter: [String: Int] = [:]

    /// `reserved` names are never handed out (`index`, beside a folder's `index.html`).
    init(reserved: [String] = []) {
        taken = Set(reserved.map(Self.key))
    }

    mutating func claim(_ slug: String) -> String {
        // Counter 1 is the slug itself.
        var counter = nextCounter[slug] ?? 1
        var candidate = counter == 1 ? slug : "\(slug)-\(counter)"
        while taken.contains(Self.key(candidate)) {
            counter += 1
            candidate = "\(slug)-\(counter)"
        }
        taken.insert(Self.key(candidate))
        nextCounter[slug] = counter + 1
        return candidate
    }

    /// Two segments with the same key would land in one place on some file system.
    static func key(_ segment: String) -> String {
        if segment.isASCIIOrCJK {
            return String(decoding: segment.utf8.map { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") ? $0 + 32 : $0 }, as: UTF8.self)
        }
        return segment.decomposedStringWithCanonicalMapping.lowercased().precomposedStringWithCanonicalMapping
    }
}
