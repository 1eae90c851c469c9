/// The default theme, compiled into the binary so a site without `Templates/` still builds.
///
/// Its files live in the repository's `Templates/`; `DefaultTheme+Files.swift` is generated from
/// them by `swiftSource(for:)` and a test fails whenever the two differ
/// (`RECORD_SNAPSHOTS=1 make test` regenerates it).
public enum DefaultTheme {
    /// The Swift file that embeds `files` (relative path → text), byte for byte.
    public static func swiftSource(for files: [String: String]) -> String {
        var out = "// Generated from Templates/ by DefaultTheme.swiftSource(for:). Do not edit:\n"
        out += "// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.\n\n"
        out += "extension DefaultTheme {\n    public static let files: [String: String] = [\n"
        for name in files.keys.sorted() {
            let text = files[name] ?? ""
            let hashes = String(repeating: "#", count: longestHashRun(in: text) + 1)
            out += "        \(literal(name)): \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    private static func literal(_ name: String) -> String {
        "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private static func longestHashRun(in text: String) -> Int {
        var longest = 0, current = 0
        for character in text {
            current = character == "#" ? current + 1 : 0
            longest = max(longest, current)
        }
        return longest
    }
}
