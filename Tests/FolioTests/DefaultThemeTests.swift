import FolioCore
import XCTest

/// The theme compiled into the binary is the repository's `Templates/`, byte for byte.
final class DefaultThemeTests: XCTestCase {
    func testEmbeddedThemeIsTheTemplatesFolder() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Templates")
        let tree = try FileTree(folder)
        let files = tree.files.mapValues { String(decoding: $0, as: UTF8.self) }
        let generated = TestPaths.repositoryRoot.appendingPathComponent("Sources/FolioCore/Templates/DefaultTheme+Files.swift")
        if TestPaths.recording {
            try DefaultTheme.swiftSource(for: files).write(to: generated, atomically: true, encoding: .utf8)
            XCTFail("regenerated DefaultTheme+Files.swift; rebuild and run again without RECORD_SNAPSHOTS")
            return
        }
        XCTAssertEqual(try String(contentsOf: generated, encoding: .utf8), DefaultTheme.swiftSource(for: files),
                       "DefaultTheme+Files.swift is stale: run RECORD_SNAPSHOTS=1 make test")
        XCTAssertEqual(DefaultTheme.files.keys.sorted(), files.keys.sorted(), "the compiled-in theme has other files than Templates/")
        for (name, text) in files where DefaultTheme.files[name] != text {
            XCTFail("the compiled-in \(name) differs from Templates/\(name): rebuild after RECORD_SNAPSHOTS=1 make test")
        }
    }

    func testGeneratedSourceKeepsTextThatLooksLikeSwift() {
        let tricky = "a \"\"\"# b \\(x) \\#(y) ##\n"
        let source = DefaultTheme.swiftSource(for: ["t.mustache": tricky])
        XCTAssertEqual(source, """
            // Generated from Templates/ by DefaultTheme.swiftSource(for:). Do not edit:
            // edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

            extension DefaultTheme {
                public static let files: [String: String] = [
                    "t.mustache": ###\"\"\"
            a \"\"\"# b \\(x) \\#(y) ##

            \"\"\"###,
                ]
            }

            """)
    }
}
