/// The default theme, compiled into the binary so a site without `Templates/` still builds.
///
/// Its files live in the repository's `Templates/`; the Swift files in `Templates/Embedded/`
/// are generated from them by `swiftSources(for:)`, one per theme file and an index, and a test
/// fails whenever the two differ (`RECORD_SNAPSHOTS=1 make test` regenerates them).
public enum DefaultTheme {
    static let header = "// Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:\n"
        + "// edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.\n\n"

    /// The Swift files that embed `files` (relative path → text), byte for byte: by file name.
    public static func swiftSources(for files: [String: String]) -> [String: String] {
        var sources: [String: String] = [:]
        var index = header + "extension DefaultTheme {\n    public static let files: [String: String] = [\n"
        for name in files.keys.sorted() {
            let text = files[name] ?? ""
            let hashes = String(repeating: "#", count: longestHashRun(in: text) + 1)
            let property = identifier(for: name)
            sources["DefaultTheme+\(property).swift"] = header
                + "extension DefaultTheme {\n    static let \(property) = \(hashes)\"\"\"\n\(text)\n\"\"\"\(hashes)\n}\n"
            index += "        \(literal(name)): \(property),\n"
        }
        sources["DefaultTheme+Files.swift"] = index + "    ]\n}\n"
        return sources
    }

    /// `book-row.mustache` → `file_book_row_mustache`.
    static func identifier(for name: String) -> String {
        "file_" + String(name.unicodeScalars.map { ($0.properties.isAlphabetic && $0.isASCII) || ("0"..."9").contains($0) ? Character($0) : "_" })
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
