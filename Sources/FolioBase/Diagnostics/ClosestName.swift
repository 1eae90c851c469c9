/// The name a user most likely meant, for "did you mean …?": the candidate fewest edits away
/// (letter case, `-` and `_` aside), when it is close enough to be a slip: at most one edit in
/// four letters, and at least one.
public enum ClosestName {
    public static func to(_ name: String, among candidates: some Sequence<String>) -> String? {
        let wanted = Array(folded(name))
        let most = max(1, wanted.count / 4)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(wanted, Array(folded(candidate)))
            if distance <= most, distance < best?.distance ?? .max || distance == best?.distance && candidate < best!.name {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// ` (did you mean "x"?)`, or nothing when no candidate is close.
    package static func suggestion(for name: String, among candidates: some Sequence<String>) -> String {
        to(name, among: candidates).map { " (did you mean \($0.quotedForMessage)?)" } ?? ""
    }

    private static func folded(_ name: String) -> String {
        name.lowercased().filter { $0 != "-" && $0 != "_" }
    }

    /// Edits between `a` and `b`: insertions, deletions, substitutions and swaps of two
    /// neighbouring letters (`titel` is one from `title`).
    private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1) }
            }
        }
        return table[a.count][b.count]
    }
}
