import FolioCore
import XCTest

/// The theme compiled into the binary is the repository's `Templates/`, byte for byte.
final class DefaultThemeTests: XCTestCase {
    func testEmbeddedThemeIsTheTemplatesFolder() throws {
        let folder = TestPaths.repositoryRoot.appendingPathComponent("Templates")
        let files = try FileTree(folder).files.mapValues { String(decoding: $0, as: UTF8.self) }
        let embedded = TestPaths.repositoryRoot.appendingPathComponent("Sources/FolioCore/Templates/Embedded")
        let expected = DefaultTheme.swiftSources(for: files)
        if TestPaths.recording {
            try? FileManager.default.removeItem(at: embedded)
            try FileManager.default.createDirectory(at: embedded, withIntermediateDirectories: true)
            for (name, source) in expected {
                try source.write(to: embedded.appendingPathComponent(name), atomically: true, encoding: .utf8)
            }
            XCTFail("regenerated Templates/Embedded; rebuild and run again without RECORD_SNAPSHOTS")
            return
        }
        let current = try FileTree(embedded).files.mapValues { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(current.keys.sorted(), expected.keys.sorted(), "Templates/Embedded is stale: run RECORD_SNAPSHOTS=1 make test")
        for (name, source) in expected where current[name] != source {
            XCTFail("Embedded/\(name) is stale: run RECORD_SNAPSHOTS=1 make test")
        }
        XCTAssertEqual(DefaultTheme.files.keys.sorted(), files.keys.sorted(), "the compiled-in theme has other files than Templates/")
        for (name, text) in files where DefaultTheme.files[name] != text {
            XCTFail("the compiled-in \(name) differs from Templates/\(name): rebuild after RECORD_SNAPSHOTS=1 make test")
        }
    }

    func testGeneratedSourceKeepsTextThatLooksLikeSwift() {
        let tricky = "a \"\"\"# b \\(x) \\#(y) ##\n"
        let sources = DefaultTheme.swiftSources(for: ["t-1.mustache": tricky])
        XCTAssertEqual(sources.keys.sorted(), ["DefaultTheme+Files.swift", "DefaultTheme+file_t_1_mustache.swift"])
        XCTAssertEqual(sources["DefaultTheme+file_t_1_mustache.swift"], """
            // Generated from Templates/ by DefaultTheme.swiftSources(for:). Do not edit:
            // edit Templates/ and run `RECORD_SNAPSHOTS=1 make test`.

            extension DefaultTheme {
                static let file_t_1_mustache = ###\"\"\"
            a \"\"\"# b \\(x) \\#(y) ##

            \"\"\"###
            }

            """)
        XCTAssertEqual(sources["DefaultTheme+Files.swift"]?.components(separatedBy: "\n").filter { $0.contains("t-1") },
                       ["        \"t-1.mustache\": file_t_1_mustache,"])
    }
}
