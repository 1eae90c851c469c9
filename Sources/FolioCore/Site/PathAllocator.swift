/// Hands out path segments within one folder so that no two records share one, even on a
/// file system that ignores letter case or Unicode normalisation: a later claim of a taken
/// segment gets `-2`, `-3`, … Claims made in the same order give the same segments.
struct PathAllocator: Sendable {
    private var taken: Set<String>

    /// `reserved` names are never handed out (`index`, beside a folder's `index.html`).
    init(reserved: [String] = []) {
        taken = Set(reserved.map(Self.key))
    }

    mutating func claim(_ slug: String) -> String {
        var candidate = slug
        var counter = 2
        while taken.contains(Self.key(candidate)) {
            candidate = "\(slug)-\(counter)"
            counter += 1
        }
        taken.insert(Self.key(candidate))
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
